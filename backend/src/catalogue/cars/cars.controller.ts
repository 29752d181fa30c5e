import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiInvalid, ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { type ApiVersion, RequestVersion } from '../../common/http/api-version.js';
import type { Page } from '../../common/pagination.js';
import { ApiCatalogueList, catalogueAnswer } from '../catalogue-pages.js';
import { CarsService } from './cars.service.js';
import { CarDto } from './dto/car.dto.js';
import { ListCarsQueryDto, RentalDatesQueryDto } from './dto/list-cars.query.dto.js';
import { Public } from '../../auth/index.js';

@ApiTags('cars')
@ApiServerError()
@Public()
@Controller('cars')
export class CarsController {
  constructor(private readonly cars: CarsService) {}

  /** Lists rental cars with derived weekly and monthly prices. Public. */
  @Get()
  @ApiErrors({ 400: ['INVALID_DATES'] })
  @ApiCatalogueList(CarDto, 'CarPageDto', 'Cars, in id order')
  @ApiInvalid('type', 'type must be one of the following values: SUV, Sedan, Hatchback, Pickup')
  async listCars(
    @Query() query: ListCarsQueryDto,
    @RequestVersion() version: ApiVersion,
  ): Promise<CarDto[] | Page<CarDto>> {
    return catalogueAnswer(version, query, await this.cars.list(query));
  }

  /** One car with its extras, terms and pickup locations. Public. */
  @Get(':id')
  @ApiErrors({ 400: ['INVALID_DATES'] })
  @ApiOkResponse({ description: 'The car', type: CarDto })
  @ApiNotFound('Car')
  getCar(
    @Param('id', new ParseIdPipe('Car')) id: number,
    @Query() dates: RentalDatesQueryDto,
  ): Promise<CarDto> {
    return this.cars.findOne(id, dates);
  }
}
