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
import { Button, toast } from '@salone/ui';
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
  const [addCategory] = useAddTicketCategoryMutation();
  const [updateCategory] = useUpdateTicketCategoryMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const categories = listing.ticketCategories ?? [];
  const readOnly = listing.status === 'archived';

  return (
    <StyledSection aria-labelledby="ticket-categories-title">
      <h2 id="ticket-categories-title">Ticket categories</h2>
      {categories.length === 0 ? (
        <StyledNotice>
          <p>No ticket categories yet. An event needs one before it can be published.</p>
        </StyledNotice>
      ) : (
        <StyledPartList aria-label="Ticket categories">
          {categories.map((category) => (
            <li key={category.id}>
              {editing === category.id ? (
                <TicketCategoryForm
                  name={`Change ${category.name}`}
                  initial={ticketCategoryValues(category)}
                  sold={category.sold}
                  action="Save ticket category"
                  pending="Saving…"
                  refusal="Ticket category not saved"
                  onSubmit={async (values) => {
                    await updateCategory({
                      orgId,
                      id: listing.id,
                      categoryId: category.id,
                      updateTicketCategoryDto: toTicketCategoryInput(values),
                    }).unwrap();
                    toast({ title: 'Ticket category saved', description: values.name.trim() });
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
          <h3>Add a ticket category</h3>
          <TicketCategoryForm
            name="Add a ticket category"
            initial={emptyTicketCategory()}
            sold={0}
            action="Add ticket category"
            pending="Adding…"
            refusal="Ticket category not added"
            onSubmit={async (values) => {
              await addCategory({
                orgId,
                id: listing.id,
                ticketCategoryInputDto: toTicketCategoryInput(values),
              }).unwrap();
              toast({ title: 'Ticket category added', description: values.name.trim() });
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
  const [removeCategory, { isLoading }] = useRemoveTicketCategoryMutation();
  const [confirming, setConfirming] = useState(false);

  const remove = async (): Promise<boolean> => {
    try {
      await removeCategory({ orgId, id: eventId, categoryId: category.id }).unwrap();
      toast({ title: 'Ticket category removed', description: category.name });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Ticket category not removed',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
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
        {category.description} · {formatNumber(category.sold)} of {formatNumber(category.quantity)}{' '}
        sold or held
      </p>
      {readOnly ? null : (
        <StyledActions>
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            Edit {category.name}
          </Button>
          {category.sold === 0 ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Remove {category.name}
            </Button>
          ) : null}
        </StyledActions>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Remove ${category.name}?`}
        description="No ticket of it has been sold. Travellers will no longer see it."
        action="Remove ticket category"
        pending="Removing…"
        busy={isLoading}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
