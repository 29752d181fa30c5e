import { AddAuth1795648129834 } from './1795648129834-AddAuth.js';
import { AddBookings1795648707169 } from './1795648707169-AddBookings.js';
import { AddPayments1795648838721 } from './1795648838721-AddPayments.js';
import { AddUploads1795648853506 } from './1795648853506-AddUploads.js';
import { AddContactMessages1795655812387 } from './1795655812387-AddContactMessages.js';
import { AddItineraries1795658023473 } from './1795658023473-AddItineraries.js';
import { AddListingImages1795697808728 } from './1795697808728-AddListingImages.js';
import { ViewingEveryDay1795716130000 } from './1795716130000-ViewingEveryDay.js';
import { AddOrganisations1795693381731 } from './1795693381731-AddOrganisations.js';
import { AddRateLimits1795700000000 } from './1795700000000-AddRateLimits.js';
import { AddInventory1795694372110 } from './1795694372110-AddInventory.js';
import { AddNotifications1795714000000 } from './1795714000000-AddNotifications.js';
import { AddWebhooks1795715000000 } from './1795715000000-AddWebhooks.js';
import { AddAccountSecurity1795716150000 } from './1795716150000-AddAccountSecurity.js';
import { AddApiKeysAndIdempotency1795716500000 } from './1795716500000-AddApiKeysAndIdempotency.js';
import { CatalogueChangeSignal1795717000000 } from './1795717000000-CatalogueChangeSignal.js';
import { CatalogueSignalNamesTransaction1795717100000 } from './1795717100000-CatalogueSignalNamesTransaction.js';
import { PhonesInE1641795717200000 } from './1795717200000-PhonesInE164.js';
import { ParticipantPhonesInE1641795717250000 } from './1795717250000-ParticipantPhonesInE164.js';
import { AddSms1795717300000 } from './1795717300000-AddSms.js';
import { PhoneAccounts1795717400000 } from './1795717400000-PhoneAccounts.js';
import { SmsAlertsAndReminders1795717500000 } from './1795717500000-SmsAlertsAndReminders.js';
import { VerifiedReviews1796664173122 } from './1796664173122-VerifiedReviews.js';
import { ListingLocations1796677297903 } from './1796677297903-ListingLocations.js';
import { ReviewPhotosThroughPipeline1796677307210 } from './1796677307210-ReviewPhotosThroughPipeline.js';
import { ReviewsSignalCatalogueChange1796677400000 } from './1796677400000-ReviewsSignalCatalogueChange.js';
import { ExchangeRatesAndWhatsapp1795717600000 } from './1795717600000-ExchangeRatesAndWhatsapp.js';
import { WebhookSlotsAndPauses1795717880000 } from './1795717880000-WebhookSlotsAndPauses.js';
import { ModerationHolds1796664034007 } from './1796664034007-ModerationHolds.js';
import { PartnerSync1796700000000 } from './1796700000000-PartnerSync.js';
import { RoomRates1796700100000 } from './1796700100000-RoomRates.js';
import { MemberNotificationPreferences1796710000001 } from './1796710000001-MemberNotificationPreferences.js';
import { ServiceTimes1795717800000 } from './1795717800000-ServiceTimes.js';
import type { MigrationInterface } from 'typeorm';
import { Init1795646475729 } from './1795646475729-Init.js';
import { TourMeetingPoints1795717700000 } from './1795717700000-TourMeetingPoints.js';
import { AddItineraryEditing1795681556346 } from './1795681556346-AddItineraryEditing.js';
import { AddPhotos1795718300000 } from './1795718300000-AddPhotos.js';
import { WebhookVersionsAndEvents1796710000000 } from './1796710000000-WebhookVersionsAndEvents.js';

/** Every migration, in order; listed explicitly so source and compiled builds agree. */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  Init1795646475729,
  AddAuth1795648129834,
  AddBookings1795648707169,
  AddPayments1795648838721,
  AddUploads1795648853506,
  AddContactMessages1795655812387,
  AddItineraries1795658023473,
  AddRateLimits1795700000000,
  AddItineraryEditing1795681556346,
  AddOrganisations1795693381731,
  AddInventory1795694372110,
  AddNotifications1795714000000,
  AddWebhooks1795715000000,
  AddListingImages1795697808728,
  ViewingEveryDay1795716130000,
  AddAccountSecurity1795716150000,
  AddApiKeysAndIdempotency1795716500000,
  CatalogueChangeSignal1795717000000,
  CatalogueSignalNamesTransaction1795717100000,
  PhonesInE1641795717200000,
  ParticipantPhonesInE1641795717250000,
  AddSms1795717300000,
  PhoneAccounts1795717400000,
  SmsAlertsAndReminders1795717500000,
  ExchangeRatesAndWhatsapp1795717600000,
  TourMeetingPoints1795717700000,
  ServiceTimes1795717800000,
  WebhookSlotsAndPauses1795717880000,
  AddPhotos1795718300000,
  ModerationHolds1796664034007,
  VerifiedReviews1796664173122,
  ListingLocations1796677297903,
  ReviewPhotosThroughPipeline1796677307210,
  ReviewsSignalCatalogueChange1796677400000,
  PartnerSync1796700000000,
  RoomRates1796700100000,
  WebhookVersionsAndEvents1796710000000,
  MemberNotificationPreferences1796710000001,
];
