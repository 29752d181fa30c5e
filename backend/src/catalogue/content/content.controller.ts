import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiServerError } from '../../common/openapi/index.js';
import { ContentService } from './content.service.js';
import { ServiceContentDto } from './dto/service-content.dto.js';
import { Public } from '../../auth/index.js';

@ApiTags('content')
@ApiServerError()
@Public()
@Controller('content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  /** The featured-service cards of the home page, with live counts. Public. */
  @Get('service-content')
  @ApiOkResponse({ description: 'The cards, in display order', type: [ServiceContentDto] })
  listServiceContent(): Promise<ServiceContentDto[]> {
    return this.content.listServiceContent();
  }
}
