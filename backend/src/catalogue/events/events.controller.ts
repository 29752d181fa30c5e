import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalid, ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { type ApiVersion, RequestVersion } from '../../common/http/api-version.js';
import type { Page } from '../../common/pagination.js';
import { ApiCatalogueList, catalogueAnswer } from '../catalogue-pages.js';
import { EventDto } from './dto/event.dto.js';
import { ListEventsQueryDto } from './dto/list-events.query.dto.js';
import { EventsService } from './events.service.js';
import { Public } from '../../auth/index.js';

@ApiTags('events')
@ApiServerError()
@Public()
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  /** Lists events, soonest first, with ticket categories and remaining tickets. Public. */
  @Get()
  @ApiCatalogueList(EventDto, 'EventPageDto', 'Events, soonest first')
  @ApiInvalid('date', 'date must be one of the following values: today, week, month')
  async listEvents(
    @Query() query: ListEventsQueryDto,
    @RequestVersion() version: ApiVersion,
  ): Promise<EventDto[] | Page<EventDto>> {
    return catalogueAnswer(version, query, await this.events.list(query));
  }

  /** One event with its programme, venue, organiser and ticket categories. Public. */
  @Get(':id')
  @ApiOkResponse({ description: 'The event', type: EventDto })
  @ApiNotFound('Event')
  getEvent(@Param('id', new ParseIdPipe('Event')) id: number): Promise<EventDto> {
    return this.events.findOne(id);
  }
}
