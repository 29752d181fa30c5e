import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AMINATA, installFakeApi, reply, signedIn } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { loadDeclaredCatalogues, type Locale } from '@salone/i18n';
import EventDetailPage from '../features/events/EventDetailPage';
import { anEvent, authSettled, ticketCategories } from '../features/events/__tests__/fixtures';
import { ViewingDialog } from '../features/real-estate/ViewingDialog';
import { aProperty } from '../features/real-estate/__tests__/fixtures';
import { authRoutes } from '../test/fixtures';

// The booking remote's screens in Krio and French: a detail page, its booking dialog and the
// dialog's validation messages, in the words of docs/glossary.md.

const EVENT = anEvent({ ticketCategories: ticketCategories({ VIP: 7, VVIP: 0 }) });

interface Words {
  about: string;
  bookTickets: string;
  fromPrice: string;
  ticketOptions: string;
  remaining: string;
  soldOut: string;
  back: string;
  ticketCategory: string;
  numberOfTickets: string;
  cancel: string;
  confirm: string;
  phoneProblem: string;
  viewingTitle: string;
  confirmViewing: string;
  fullNameProblem: string;
  viewingDateProblem: string;
  purposeProblem: string;
  eventDay: string;
}

const WORDS: Record<Exclude<Locale, 'en'>, Words> = {
  kri: {
    about: 'Bɔt Dis Ivɛnt',
    bookTickets: 'Buk Tikit dɛm',
    fromPrice: 'Frɔm $50',
    ticketOptions: 'Di Kayn Tikit dɛm',
    remaining: '7 frɔm 25 de',
    soldOut: 'Dɛn dɔn sɛl ɔl',
    back: 'Go bak na di ivɛnt dɛm',
    ticketCategory: 'Kayn tikit',
    numberOfTickets: 'Omɔs tikit',
    cancel: 'Kansul',
    confirm: 'Kɔnfam di Bukin',
    phoneProblem: 'Rayt Salone mobayl nɔmba, lɛk 076 123 456',
    viewingTitle: 'Buk Vizit fɔ Luk di Os',
    confirmViewing: 'Kɔnfam di Vizit',
    fullNameProblem: 'Duya rayt yu ful nem',
    viewingDateProblem: 'Duya pik di de fɔ di vizit',
    purposeProblem: 'Duya se wetin yu want',
    eventDay: '24 Dec 2099',
  },
  fr: {
    about: 'À propos de cet événement',
    bookTickets: 'Réserver des billets',
    fromPrice: 'À partir de $50',
    ticketOptions: 'Types de billets',
    remaining: '7 sur 25 disponibles',
    soldOut: 'Complet',
    back: 'Retour aux événements',
    ticketCategory: 'Catégorie de billet',
    numberOfTickets: 'Nombre de billets',
    cancel: 'Annuler',
    confirm: 'Confirmer la réservation',
    phoneProblem: 'Saisissez un numéro mobile de Sierra Leone, par exemple 076 123 456',
    viewingTitle: 'Réserver une visite',
    confirmViewing: 'Confirmer la visite',
    fullNameProblem: 'Le nom complet est obligatoire',
    viewingDateProblem: 'La date de visite est obligatoire',
    purposeProblem: "L'objet est obligatoire",
    eventDay: '24 déc. 2099',
  },
};

const ENGLISH_LEFT_OVER = /Book Tickets|Ticket Options|About This Event|Number of tickets|Cancel\b/;

beforeAll(() => Promise.all([loadDeclaredCatalogues('kri'), loadDeclaredCatalogues('fr')]));

describe.each(Object.entries(WORDS) as Array<[Exclude<Locale, 'en'>, Words]>)(
  'the booking screens in %s',
  (locale, words) => {
    it('an event page and its ticket dialog, with the dialog’s validation messages', async () => {
      installFakeApi({
        'GET /api/auth/session': signedIn(),
        'GET /api/events/4': reply('getEvent', EVENT),
      });
      const user = userEvent.setup();
      const { store } = renderWithProviders(<EventDetailPage />, {
        route: '/events/4',
        path: '/events/:id',
        locale,
      });

      expect(await screen.findByRole('heading', { level: 1, name: EVENT.title })).toBeVisible();
      expect(screen.getByRole('heading', { name: words.about })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: words.back })).toHaveAttribute('href', '/events');
      expect(screen.getByText(words.fromPrice)).toBeInTheDocument();
      // The day in the language's month names (docs/decisions/dates-in-the-page-language.md).
      expect(screen.getByText(words.eventDay)).toBeInTheDocument();
      const tickets = screen
        .getByRole('heading', { name: words.ticketOptions })
        .closest('div')!.parentElement!;
      expect(within(tickets).getByText(words.remaining)).toBeInTheDocument();
      expect(within(tickets).getByText(words.soldOut)).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(ENGLISH_LEFT_OVER);

      const book = screen.getByRole('button', { name: words.bookTickets });
      await authSettled(store);
      await user.click(book);
      const dialog = within(await screen.findByRole('dialog', { name: words.bookTickets }));
      expect(dialog.getByRole('group', { name: new RegExp(words.ticketCategory) })).toBeVisible();
      expect(dialog.getByLabelText(words.numberOfTickets)).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: words.cancel })).toBeInTheDocument();

      await user.click(dialog.getByRole('radio', { name: /^VIP/ }));
      await user.click(dialog.getByRole('button', { name: words.confirm }));
      expect(await dialog.findByText(words.phoneProblem)).toBeInTheDocument();
      expect(dialog.queryByText('Enter a Sierra Leone mobile number, like 076 123 456')).toBeNull();
    });

    it('the viewing dialog and its validation messages', async () => {
      installFakeApi(authRoutes(AMINATA));
      const user = userEvent.setup();
      renderWithProviders(
        <ViewingDialog
          property={aProperty({ isForRent: true, monthlyRent: 2000 })}
          open
          onOpenChange={() => undefined}
        />,
        { locale },
      );
      const dialog = within(await screen.findByRole('dialog', { name: words.viewingTitle }));
      const fullName = dialog.getByLabelText(/Ful Nem|Nom complet/);
      await waitFor(() => expect(fullName).toHaveValue('Aminata Kamara'));
      await user.clear(fullName);
      await user.click(dialog.getByRole('button', { name: words.confirmViewing }));

      expect(await dialog.findByText(words.fullNameProblem)).toBeInTheDocument();
      expect(dialog.getByText(words.phoneProblem)).toBeInTheDocument();
      expect(dialog.getByText(words.viewingDateProblem)).toBeInTheDocument();
      expect(dialog.getByText(words.purposeProblem)).toBeInTheDocument();
      expect(dialog.queryByText('Full name is required')).toBeNull();
    });
  },
);
