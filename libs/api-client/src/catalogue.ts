/**
 * `@salone/api-client/catalogue`: the five catalogue sections (lists, detail pages, their
 * availability and photos), loaded with the first page that shows them.
 */
import { generatedCatalogueApi } from './generated/catalogue-api';
import { listed } from './tags';

export * from './generated/catalogue-api';

export const catalogueApi = generatedCatalogueApi.enhanceEndpoints({
  endpoints: {
    listHotels: { providesTags: (result) => listed('Hotel', result) },
    getHotel: { providesTags: (_r, _e, arg) => [{ type: 'Hotel', id: arg.id }] },
    listHotelRooms: { providesTags: (_r, _e, arg) => [{ type: 'Hotel', id: arg.id }] },
    listEvents: { providesTags: (result) => listed('Event', result) },
    getEvent: { providesTags: (_r, _e, arg) => [{ type: 'Event', id: arg.id }] },
    listCars: { providesTags: (result) => listed('Car', result) },
    getCar: { providesTags: (_r, _e, arg) => [{ type: 'Car', id: arg.id }] },
    listTours: { providesTags: (result) => listed('Tour', result) },
    getTour: { providesTags: (_r, _e, arg) => [{ type: 'Tour', id: arg.id }] },
    listProperties: { providesTags: (result) => listed('Property', result) },
    getProperty: { providesTags: (_r, _e, arg) => [{ type: 'Property', id: arg.id }] },
  },
});
