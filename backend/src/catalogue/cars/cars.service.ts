import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { carPricing, toDollars } from '@salone/booking-rules';
import { Repository } from 'typeorm';
import { daySpan } from '../search-dates.js';
import { OCCUPANCY, type Occupancy } from '../occupancy.port.js';
import { notFound } from '../../common/errors/domain.exception.js';
import { CAR_PRICE_BANDS, likePattern, sortListing } from '../filters.js';
import { CarEntity } from './car.entity.js';
import { CarDto } from './dto/car.dto.js';
import { ListCarsQueryDto, RentalDatesQueryDto } from './dto/list-cars.query.dto.js';
import { publicListing } from '../listing.entity.js';
import { CatalogueReader } from '../catalogue-reader.js';

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
});

@Injectable()
export class CarsService {
  constructor(
    @InjectRepository(CarEntity) private readonly cars: Repository<CarEntity>,
    @Inject(OCCUPANCY) private readonly occupancy: Occupancy,
    private readonly reader: CatalogueReader,
  ) {}

  async list(query: ListCarsQueryDto): Promise<CarDto[]> {
    const qb = this.cars.createQueryBuilder('car').where(publicListing('car'));
    if (query.search?.trim()) {
      qb.andWhere(
        "(car.make ILIKE :search OR car.model ILIKE :search OR car.location ILIKE :search OR (car.make || ' ' || car.model) ILIKE :search)",
        { search: likePattern(query.search) },
      );
    }
    if (query.type) qb.andWhere('car.type = :type', { type: query.type });
    if (query.priceBand) {
      const band: { min?: number; max?: number } = CAR_PRICE_BANDS[query.priceBand];
      if (band.min !== undefined) qb.andWhere('car.dailyRateCents >= :min', { min: band.min });
      if (band.max !== undefined) qb.andWhere('car.dailyRateCents < :max', { max: band.max });
    }
    const cars = await qb.orderBy('car.id', 'ASC').getMany();
    const taken = await this.taken(cars, query);
    return sortListing(
      cars.map((car) => toCarDto(car, taken)),
      query.sort,
      (car) => car.dailyRate,
    );
  }

  async findOne(id: number, dates: RentalDatesQueryDto = {}): Promise<CarDto> {
    const car = await this.cars
      .createQueryBuilder('car')
      .where('car.id = :id', { id })
      .andWhere(publicListing('car'))
      .getOne();
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
