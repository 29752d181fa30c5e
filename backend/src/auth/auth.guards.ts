import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { validationFailed } from '../common/errors/domain.exception.js';
import { assertUsableInput, flattenValidationErrors } from '../common/errors/validation.js';
import { LoginDto } from './dto/auth.dto.js';

/** Validates the login body with the DTO's messages, then hands it to passport-local. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    // Guards run before pipes: this one checks the body the way the validation pipe would.
    const body: unknown = request.body;
    assertUsableInput(body);
    const plain = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
    const dto = plainToInstance(LoginDto, plain);
    const errors = await validate(dto, {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true,
    });
    if (errors.length > 0) throw validationFailed(flattenValidationErrors(errors));
    request.body = { email: dto.email, password: dto.password };
    return (await super.canActivate(context)) as boolean;
  }
}
