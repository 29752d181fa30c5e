import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalid, ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { type ApiVersion, RequestVersion } from '../../common/http/api-version.js';
import type { Page } from '../../common/pagination.js';
import { ApiCatalogueList, catalogueAnswer } from '../catalogue-pages.js';
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
  @ApiCatalogueList(TourDto, 'TourPageDto', 'Tours, in id order')
  @ApiInvalid(
    'difficulty',
    'difficulty must be one of the following values: easy, moderate, challenging, difficult',
  )
  async listTours(
    @Query() query: ListToursQueryDto,
    @RequestVersion() version: ApiVersion,
  ): Promise<TourDto[] | Page<TourDto>> {
    return catalogueAnswer(version, query, await this.tours.list(query));
  }

  /** One tour. Public. */
  @Get(':id')
  @ApiOkResponse({ description: 'The tour', type: TourDto })
  @ApiNotFound('Tour')
  getTour(@Param('id', new ParseIdPipe('Tour')) id: number): Promise<TourDto> {
    return this.tours.findOne(id);
  }
}
