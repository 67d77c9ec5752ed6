import { PageSpinner } from '../../../components/Spinner';
import { formStyles as f } from '../components/form-styles';
import { PageHeader } from '../components/PageHeader';
import { useErrorToast } from '../components/use-error-toast';
import { CodConfirmationForm } from '../settings/CodConfirmationForm';
import { DeliveryRulesForm } from '../settings/DeliveryRulesForm';
import { ShopRulesForm } from '../settings/ShopRulesForm';
import { WhatsAppMessagesForm } from '../settings/WhatsAppMessagesForm';
import { CompanyForm } from './CompanyForm';
import { useCompanyForEditing } from './company-api';

/** The company details the shop's header and footer show: name, logo and contact details. */
export function CompanyDetailsPage() {
  const { data, isPending, error, refetch } = useCompanyForEditing();
  useErrorToast(error, 'Failed to load company details.');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Company Details"
        description="Shown in the shop's header and footer. Saved changes appear for shoppers at once."
      />
      {isPending ? (
        <PageSpinner />
      ) : error ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-700">
          <p>The company details could not be loaded.</p>
          <button type="button" onClick={() => refetch()} className={`${f.secondaryButton} mt-3`}>
            Try again
          </button>
        </div>
      ) : (
        <CompanyForm company={data} />
      )}
      <ShopRulesForm />
      <DeliveryRulesForm />
      <WhatsAppMessagesForm />
      <CodConfirmationForm />
    </div>
  );
}
