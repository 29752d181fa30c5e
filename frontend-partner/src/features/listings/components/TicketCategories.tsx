import { useState } from 'react';
import { errorText } from '@salone/api-client';
import {
  useAddTicketCategoryMutation,
  useRemoveTicketCategoryMutation,
  useUpdateTicketCategoryMutation,
  type PartnerListingDto,
  type PartnerTicketCategoryDto,
} from '@salone/api-client/partner';
import { formatUsd, formatNumber } from '@salone/format';
import { useT } from '@salone/i18n';
import { Button, toast } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { StyledActions, StyledNotice } from '../../../shared/layout';
import {
  emptyTicketCategory,
  ticketCategoryValues,
  toTicketCategoryInput,
} from '../kinds/ticketCategory';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { StyledAdd, StyledPartList, StyledSection } from './parts';
import { TicketCategoryForm } from './TicketCategoryForm';

/** An event's ticket categories, each with its own price and quantity. */
export function TicketCategories({
  orgId,
  listing,
}: {
  orgId: number;
  listing: PartnerListingDto;
}) {
  const t = useT(partnerMessages);
  const [addCategory] = useAddTicketCategoryMutation();
  const [updateCategory] = useUpdateTicketCategoryMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const categories = listing.ticketCategories ?? [];
  const readOnly = listing.status === 'archived';

  return (
    <StyledSection aria-labelledby="ticket-categories-title">
      <h2 id="ticket-categories-title">{t('tickets.title')}</h2>
      {categories.length === 0 ? (
        <StyledNotice>
          <p>{t('tickets.none')}</p>
        </StyledNotice>
      ) : (
        <StyledPartList aria-label={t('tickets.title')}>
          {categories.map((category) => (
            <li key={category.id}>
              {editing === category.id ? (
                <TicketCategoryForm
                  name={t('tickets.change', { name: category.name })}
                  initial={ticketCategoryValues(category)}
                  sold={category.sold}
                  action={t('tickets.save')}
                  pending={t('parts.saving')}
                  refusal={t('tickets.notSaved')}
                  onSubmit={async (values) => {
                    await updateCategory({
                      orgId,
                      id: listing.id,
                      categoryId: category.id,
                      updateTicketCategoryDto: toTicketCategoryInput(values),
                    }).unwrap();
                    toast({ title: t('tickets.saved'), description: values.name.trim() });
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <CategorySummary
                  category={category}
                  orgId={orgId}
                  eventId={listing.id}
                  readOnly={readOnly}
                  onEdit={() => setEditing(category.id)}
                />
              )}
            </li>
          ))}
        </StyledPartList>
      )}
      {readOnly || editing !== null ? null : (
        <StyledAdd>
          <h3>{t('tickets.addTitle')}</h3>
          <TicketCategoryForm
            name={t('tickets.addTitle')}
            initial={emptyTicketCategory()}
            sold={0}
            action={t('tickets.add')}
            pending={t('parts.adding')}
            refusal={t('tickets.notAdded')}
            onSubmit={async (values) => {
              await addCategory({
                orgId,
                id: listing.id,
                ticketCategoryInputDto: toTicketCategoryInput(values),
              }).unwrap();
              toast({ title: t('tickets.added'), description: values.name.trim() });
            }}
          />
        </StyledAdd>
      )}
    </StyledSection>
  );
}

function CategorySummary({
  category,
  orgId,
  eventId,
  readOnly,
  onEdit,
}: {
  category: PartnerTicketCategoryDto;
  orgId: number;
  eventId: number;
  readOnly: boolean;
  onEdit(): void;
}) {
  const t = useT(partnerMessages);
  const [removeCategory, { isLoading }] = useRemoveTicketCategoryMutation();
  const [confirming, setConfirming] = useState(false);

  const remove = async (): Promise<boolean> => {
    try {
      await removeCategory({ orgId, id: eventId, categoryId: category.id }).unwrap();
      toast({ title: t('tickets.removed'), description: category.name });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('tickets.notRemoved'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
      return false;
    }
  };

  return (
    <div>
      <p>
        <strong>{category.name}</strong> · {formatUsd(category.price)}
      </p>
      <p>
        {t('tickets.summary', {
          description: category.description,
          sold: formatNumber(category.sold),
          quantity: formatNumber(category.quantity),
        })}
      </p>
      {readOnly ? null : (
        <StyledActions>
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            {t('tickets.edit', { name: category.name })}
          </Button>
          {category.sold === 0 ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              {t('tickets.remove', { name: category.name })}
            </Button>
          ) : null}
        </StyledActions>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('tickets.confirmTitle', { name: category.name })}
        description={t('tickets.confirmText')}
        action={t('tickets.confirmAction')}
        pending={t('tickets.removing')}
        busy={isLoading}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
