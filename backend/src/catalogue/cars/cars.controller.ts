import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalid, ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
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
  @ApiOkResponse({ description: 'Cars, in id order', type: [CarDto] })
  @ApiInvalid('type', 'type must be one of the following values: SUV, Sedan, Hatchback, Pickup')
  listCars(@Query() query: ListCarsQueryDto): Promise<CarDto[]> {
    return this.cars.list(query);
  }

  /** One car with its extras, terms and pickup locations. Public. */
  @Get(':id')
  @ApiOkResponse({ description: 'The car', type: CarDto })
  @ApiNotFound('Car')
  getCar(
    @Param('id', new ParseIdPipe('Car')) id: number,
    @Query() dates: RentalDatesQueryDto,
  ): Promise<CarDto> {
    return this.cars.findOne(id, dates);
  }
}
