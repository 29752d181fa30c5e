import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalid, ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
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
  @ApiOkResponse({ description: 'Hotels, in id order', type: [HotelDto] })
  @ApiInvalid('priceBand', 'priceBand must be one of the following values: budget, mid, luxury')
  listHotels(@Query() query: ListHotelsQueryDto): Promise<HotelDto[]> {
    return this.hotels.list(query);
  }

  /** One hotel with its rooms; with checkIn and checkOut, each room says if it is free. Public. */
  @Get(':id')
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
  @ApiOkResponse({ description: 'Rooms, cheapest first', type: [RoomDto] })
  @ApiNotFound('Hotel')
  listHotelRooms(
    @Param('id', new ParseIdPipe('Hotel')) id: number,
    @Query() dates: StayDatesQueryDto,
  ): Promise<RoomDto[]> {
    return this.hotels.listRooms(id, dates);
  }
}
