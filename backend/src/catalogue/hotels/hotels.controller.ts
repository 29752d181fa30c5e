import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiInvalid, ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { type ApiVersion, RequestVersion } from '../../common/http/api-version.js';
import type { Page } from '../../common/pagination.js';
import { ApiCatalogueList, catalogueAnswer } from '../catalogue-pages.js';
import { StayDatesQueryDto } from './dto/stay-dates.query.dto.js';
import { HotelDto, RoomDto } from './dto/hotel.dto.js';
import { ListHotelsQueryDto } from './dto/list-hotels.query.dto.js';
import { HotelsService } from './hotels.service.js';
import { Public } from '../../auth/index.js';

@ApiTags('hotels')
@ApiServerError()
@Public()
@Controller('hotels')
export class HotelsController {
  constructor(private readonly hotels: HotelsService) {}

  /**
   * Lists hotels with their rooms and lowest nightly price. Public.
   * Every filter is optional; without any, all hotels are returned.
   */
  @Get()
  @ApiErrors({ 400: ['INVALID_DATES', 'STAY_TOO_LONG'] })
  @ApiCatalogueList(HotelDto, 'HotelPageDto', 'Hotels, in id order')
  @ApiInvalid('priceBand', 'priceBand must be one of the following values: budget, mid, luxury')
  async listHotels(
    @Query() query: ListHotelsQueryDto,
    @RequestVersion() version: ApiVersion,
  ): Promise<HotelDto[] | Page<HotelDto>> {
    return catalogueAnswer(version, query, await this.hotels.list(query));
  }

  /** One hotel with its rooms; with checkIn and checkOut, each room says if it is free. Public. */
  @Get(':id')
  @ApiErrors({ 400: ['INVALID_DATES', 'STAY_TOO_LONG'] })
  @ApiOkResponse({ description: 'The hotel', type: HotelDto })
  @ApiNotFound('Hotel')
  getHotel(
    @Param('id', new ParseIdPipe('Hotel')) id: number,
    @Query() dates: StayDatesQueryDto,
  ): Promise<HotelDto> {
    return this.hotels.findOne(id, dates);
  }

  /** The rooms of a hotel, cheapest first. Public. */
  @Get(':id/rooms')
  @ApiErrors({ 400: ['INVALID_DATES', 'STAY_TOO_LONG'] })
  @ApiOkResponse({ description: 'Rooms, cheapest first', type: [RoomDto] })
  @ApiNotFound('Hotel')
  listHotelRooms(
    @Param('id', new ParseIdPipe('Hotel')) id: number,
    @Query() dates: StayDatesQueryDto,
  ): Promise<RoomDto[]> {
    return this.hotels.listRooms(id, dates);
  }
}
