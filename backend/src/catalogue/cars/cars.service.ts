import { Inject, Injectable } from '@nestjs/common';
import { carPricing, toDollars } from '@salone/booking-rules';
import { daySpan } from '../search-dates.js';
import { OCCUPANCY, type Occupancy } from '../occupancy.port.js';
import { notFound } from '../../common/errors/domain.exception.js';
import { reviewFields, sortListing, withMinRating } from '../filters.js';
import { locationFields } from '../location.js';
import { CarEntity } from './car.entity.js';
import { CarDto } from './dto/car.dto.js';
import { ListCarsQueryDto, RentalDatesQueryDto } from './dto/list-cars.query.dto.js';
import { CarsRepository } from './cars.repository.js';
import { CatalogueReader } from '../catalogue-reader.repository.js';

export const toCarDto = (car: CarEntity, taken?: Set<number>): CarDto => ({
  id: car.id,
  make: car.make,
  model: car.model,
  year: car.year,
  type: car.type,
  dailyRate: toDollars(car.dailyRateCents),
  location: car.location,
  isAvailable: car.isAvailable,
  availableForDates: taken ? car.isAvailable && !taken.has(car.id) : null,
  seats: car.seats,
  transmission: car.transmission,
  fuelType: car.fuelType,
  features: car.features,
  images: car.images,
  extras: car.extras,
  terms: car.terms,
  pickupLocations: car.pickupLocations,
  pricing: carPricing(car.dailyRateCents),
  ...reviewFields(car),
  ...locationFields(car),
});

@Injectable()
export class CarsService {
  constructor(
    private readonly rows: CarsRepository,
    @Inject(OCCUPANCY) private readonly occupancy: Occupancy,
    private readonly reader: CatalogueReader,
  ) {}

  async list(query: ListCarsQueryDto): Promise<CarDto[]> {
    const cars = await this.rows.findPublic(query);
    const taken = await this.taken(cars, query);
    return sortListing(
      withMinRating(
        cars.map((car) => toCarDto(car, taken)),
        query.minRating,
      ),
      query.sort,
      (car) => car.dailyRate,
    );
  }

  async findOne(id: number, dates: RentalDatesQueryDto = {}): Promise<CarDto> {
    const car = await this.rows.findPublicById(id);
    if (!car) throw notFound('Car');
    return {
      ...toCarDto(car, await this.taken([car], dates)),
      whatsapp: await this.reader.publishedWhatsapp('car', id),
    };
  }

  /** Cars held for any time of the requested days (whole days: times are not known yet). */
  private async taken(
    cars: CarEntity[],
    dates: RentalDatesQueryDto,
  ): Promise<Set<number> | undefined> {
    const span = daySpan(
      dates.pickupDate,
      dates.returnDate,
      'Return date must not be before pickup date',
      'returnDate',
      true,
    );
    if (!span) return undefined;
    const to = new Date(span.to.getTime() + 86_400_000);
    return this.occupancy.carsTaken(
      cars.map((car) => car.id),
      span.from,
      to,
    );
  }
}
