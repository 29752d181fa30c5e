import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalid, ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { TourDto } from './dto/tour.dto.js';
import { ListToursQueryDto } from './dto/list-tours.query.dto.js';
import { ToursService } from './tours.service.js';
import { Public } from '../../auth/index.js';

@ApiTags('tours')
@ApiServerError()
@Public()
@Controller('tours')
export class ToursController {
  constructor(private readonly tours: ToursService) {}

  /** Lists guided tours with itinerary, pricing options, safety, operator and guides. Public. */
  @Get()
  @ApiOkResponse({ description: 'Tours, in id order', type: [TourDto] })
  @ApiInvalid(
    'difficulty',
    'difficulty must be one of the following values: easy, moderate, challenging, difficult',
  )
  listTours(@Query() query: ListToursQueryDto): Promise<TourDto[]> {
    return this.tours.list(query);
  }

  /** One tour. Public. */
  @Get(':id')
  @ApiOkResponse({ description: 'The tour', type: TourDto })
  @ApiNotFound('Tour')
  getTour(@Param('id', new ParseIdPipe('Tour')) id: number): Promise<TourDto> {
    return this.tours.findOne(id);
  }
}
