import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { flattenValidationErrors, ValidationFailedException } from '../common/errors/validation.js';
import { LoginDto } from './dto/auth.dto.js';

/** Validates the login body with the DTO's messages, then hands it to passport-local. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const dto = plainToInstance(LoginDto, request.body ?? {});
    const errors = await validate(dto, {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true,
    });
    if (errors.length > 0) throw new ValidationFailedException(flattenValidationErrors(errors));
    request.body = { email: dto.email, password: dto.password };
    return (await super.canActivate(context)) as boolean;
  }
}
