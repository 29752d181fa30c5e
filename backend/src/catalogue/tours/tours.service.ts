import { Injectable } from '@nestjs/common';
import {
  fitnessLevel,
  privateGroupLimit,
  toDollars,
  TOUR_MAX_AGE,
  TOUR_MIN_AGE,
  tourPricing,
} from '@salone/booking-rules';
import { notFound } from '../../common/errors/domain.exception.js';
import { reviewFields, sortListing, tourDurationClass, withMinRating } from '../filters.js';
import { locationFields } from '../location.js';
import { TourDto } from './dto/tour.dto.js';
import { ListToursQueryDto } from './dto/list-tours.query.dto.js';
import { TourEntity } from './tour.entity.js';
import { ToursRepository } from './tours.repository.js';
import { CatalogueReader, type ListingContact } from '../catalogue-reader.repository.js';

export const toTourDto = (tour: TourEntity): TourDto => ({
  id: tour.id,
  title: tour.title,
  location: tour.location,
  city: tour.city,
  description: tour.description,
  difficulty: tour.difficulty,
  duration: tour.duration,
  startTime: tour.startTime,
  durationClass: tourDurationClass(tour.duration),
  maxGroupSize: tour.maxGroupSize,
  maxPrivateGroupSize: privateGroupLimit(tour.maxGroupSize, tour.privateGroupLimit),
  price: toDollars(tour.priceCents),
  includedActivities: tour.includedActivities,
  images: tour.images,
  itinerary: tour.itinerary,
  meals: tour.meals,
  transport: tour.transport,
  meetingPoint: tour.meetingPoint,
  whatToBring: tour.whatToBring,
  safety: tour.safety,
  operator: tour.operator,
  guides: tour.guides,
  languages: tour.languages,
  minAge: TOUR_MIN_AGE,
  maxAge: TOUR_MAX_AGE,
  fitnessLevel: fitnessLevel(tour.difficulty),
  pricing: tourPricing(tour.priceCents),
  ...reviewFields(tour),
  ...locationFields(tour),
});

/**
 * The operator's name, phone and e-mail are the organisation's, the one source of a listing's
 * contact (docs/decisions/one-operator-contact.md); its description, licence and rating stay.
 */
const withOperatorContact = (dto: TourDto, contact: ListingContact | undefined): TourDto =>
  contact
    ? {
        ...dto,
        operator: {
          ...dto.operator,
          name: contact.name,
          phone: contact.phone,
          email: contact.email,
        },
      }
    : dto;

@Injectable()
export class ToursService {
  constructor(
    private readonly rows: ToursRepository,
    private readonly reader: CatalogueReader,
  ) {}

  async list(query: ListToursQueryDto): Promise<TourDto[]> {
    const rows = await this.rows.findPublic(query);
    const contacts = await this.reader.publishedContacts(
      'tour',
      rows.map((tour) => tour.id),
    );
    const tours = rows.map((tour) => withOperatorContact(toTourDto(tour), contacts.get(tour.id)));
    // The class is read from free text, so it is matched after loading (ten-odd rows).
    const matching = query.duration
      ? tours.filter((tour) => tour.durationClass === query.duration)
      : tours;
    return sortListing(
      withMinRating(matching, query.minRating),
      query.sort,
      (tour) => tour.price,
      (tour) => tour.operator.rating,
    );
  }

  async findOne(id: number): Promise<TourDto> {
    const tour = await this.rows.findPublicById(id);
    if (!tour) throw notFound('Tour');
    const contact = (await this.reader.publishedContacts('tour', [id])).get(id);
    return {
      ...withOperatorContact(toTourDto(tour), contact),
      whatsapp: contact?.whatsapp ?? null,
    };
  }
}
