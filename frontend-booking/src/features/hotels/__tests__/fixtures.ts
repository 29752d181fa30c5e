import type { HotelDto, RoomDto } from '@salone/api-client/catalogue';

export function aRoom(overrides: Partial<RoomDto> = {}): RoomDto {
  return {
    id: 11,
    hotelId: 1,
    roomType: 'Deluxe Ocean View',
    price: 145,
    description: 'A king room with a balcony over the bay.',
    capacity: 2,
    amenities: ['Air conditioning', 'Free WiFi', 'Sea view'],
    images: ['/api/media/rooms/double-room.svg'],
    isAvailable: true,
    availableForDates: null,
    rates: [],
    priceForDates: null,
    totalForDates: null,
    minNightsForDates: null,
    ...overrides,
  };
}

export const DELUXE = aRoom();
export const FAMILY = aRoom({
  id: 12,
  roomType: 'Family Suite',
  price: 240,
  capacity: 4,
  amenities: ['Air conditioning', 'Sofa bed'],
});
export const GARDEN = aRoom({
  id: 13,
  roomType: 'Garden Twin',
  price: 95,
  capacity: 2,
  isAvailable: false,
});

export function aHotel(overrides: Partial<HotelDto> = {}): HotelDto {
  const rooms = overrides.rooms ?? [GARDEN, DELUXE, FAMILY];
  return {
    id: 1,
    name: 'Aberdeen Bay Hotel',
    address: 'Cape Road, Aberdeen, Freetown',
    city: 'Freetown',
    description: 'A beachfront hotel where Aberdeen meets the Atlantic.',
    starRating: 5,
    images: [
      '/api/media/hotels/beach-resort.svg',
      '/api/media/hotels/pool-terrace.svg',
      '/api/media/hotels/city-hotel.svg',
    ],
    amenities: ['Free WiFi', 'Swimming pool', 'Restaurant', 'Bar', 'Spa', 'Airport transfer'],
    checkInTime: '14:00',
    checkOutTime: '11:00',
    lowestRoomPrice: rooms.length ? Math.min(...rooms.map((room) => room.price)) : null,
    roomCount: rooms.length,
    rooms,
    reviewAverage: null,
    reviewCount: 0,
    latitude: 8.4893,
    longitude: -13.2868,
    ...overrides,
  };
}

export const GUESTHOUSE = aHotel({
  id: 2,
  name: 'Bo Town Guesthouse',
  address: 'Dambara Road, Bo',
  city: 'Bo',
  starRating: 3,
  amenities: ['Free WiFi', 'Mosquito net'],
  rooms: [aRoom({ id: 21, hotelId: 2, roomType: 'Standard Double', price: 45 })],
});
