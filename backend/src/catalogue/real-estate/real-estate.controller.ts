import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalid, ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { type ApiVersion, RequestVersion } from '../../common/http/api-version.js';
import type { Page } from '../../common/pagination.js';
import { ApiCatalogueList, catalogueAnswer } from '../catalogue-pages.js';
import { ListPropertiesQueryDto } from './dto/list-properties.query.dto.js';
import { PropertyDto } from './dto/property.dto.js';
import { RealEstateService } from './real-estate.service.js';
import { Public } from '../../auth/index.js';

@ApiTags('real-estate')
@ApiServerError()
@Public()
@Controller('real-estate')
export class RealEstateController {
  constructor(private readonly realEstate: RealEstateService) {}

  /** Lists property listings with agent, neighbourhood, financials and inspection. Public. */
  @Get()
  @ApiCatalogueList(PropertyDto, 'PropertyPageDto', 'Listings, in id order')
  @ApiInvalid('purpose', 'purpose must be one of the following values: sale, rent')
  async listProperties(
    @Query() query: ListPropertiesQueryDto,
    @RequestVersion() version: ApiVersion,
  ): Promise<PropertyDto[] | Page<PropertyDto>> {
    return catalogueAnswer(version, query, await this.realEstate.list(query));
  }

  /** One property listing. Public. */
  @Get(':id')
  @ApiOkResponse({ description: 'The listing', type: PropertyDto })
  @ApiNotFound('Property')
  getProperty(@Param('id', new ParseIdPipe('Property')) id: number): Promise<PropertyDto> {
    return this.realEstate.findOne(id);
  }
}
