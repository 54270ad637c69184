import {
  canEditConfigurationSection,
  CONFIGURATION_SECTION_PERMISSIONS,
  customerPolicySchema,
  displaySchema,
  bookingConfigurationSchema,
  quotesConfigurationSchema,
  extraStopChargesSchema,
  homeSchema,
  maxMilesSurgeSchema,
  meetAndGreetSchema,
  messagesSchema,
  type Configuration,
  type ConfigurationSection,
} from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { configurationQueryOptions } from '../api/configuration';
import { SectionCard } from './section-card';
import { WidgetSnippet } from './widget-snippet';
import {
  BOOKING_WIDGET_FIELDS,
  QUOTES_FIELDS,
  BOOKING_FIELDS,
  bookingWidgetForm,
  bookingWidgetFormSchema,
  CUSTOMER_POLICY_FIELDS,
  DAY_OF_TRIP_FIELDS,
  dayOfTripForm,
  dayOfTripFormSchema,
  dayOfTripValue,
  DISPLAY_FIELDS,
  EXTRA_STOP_FIELDS,
  homeFields,
  MAX_MILES_SURGE_FIELDS,
  MEET_AND_GREET_FIELDS,
  messagesFields,
  TIME_ZONE_FIELDS,
  timezoneFormSchema,
} from './section-fields';

const same = <T,>(value: T) => value;

/** Hints say how to fill a field in; to someone who cannot, they are noise (and disabled text is too faint to read). */
const forReading = <F extends { helperText?: string }>(fields: readonly F[], readOnly: boolean): readonly F[] =>
  readOnly ? fields.map((field) => ({ ...field, helperText: undefined })) : fields;

function readOnlyReason(section: ConfigurationSection): string {
  const permission = CONFIGURATION_SECTION_PERMISSIONS[section];
  return permission ? `Saving it needs the ${permission} permission.` : 'Only an administrator may change it.';
}

/** The cards of the configuration, each saved on its own (decision 037). */
function ConfigurationCards({ record }: { record: Configuration }) {
  const { user } = useSession();
  const access = <K extends ConfigurationSection>(section: K) => ({
    section,
    record,
    canEdit: canEditConfigurationSection(user, section),
    readOnlyReason: readOnlyReason(section),
  });
  const readOnly = (section: ConfigurationSection) => !canEditConfigurationSection(user, section);
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <SectionCard
        {...access('meetAndGreet')}
        title="Meet & greet"
        description="A chauffeur waiting with a name sign (inside the terminal at an airport), offered on trips from an airport and point-to-point trips."
        schema={meetAndGreetSchema}
        fields={forReading(MEET_AND_GREET_FIELDS, readOnly('meetAndGreet'))}
        toForm={same}
        toValue={same}
      />
      <SectionCard
        {...access('maxMilesSurge')}
        title="Maximum miles surge"
        description="A one-way trip longer than the maximum adds the amount to each car class’s price."
        schema={maxMilesSurgeSchema}
        fields={forReading(MAX_MILES_SURGE_FIELDS, readOnly('maxMilesSurge'))}
        toForm={same}
        toValue={same}
      />
      <SectionCard
        {...access('extraStopCharges')}
        title="Extra stops"
        description="Charged for each stop on the way, on each leg of a trip."
        schema={extraStopChargesSchema}
        fields={forReading(EXTRA_STOP_FIELDS, readOnly('extraStopCharges'))}
        toForm={same}
        toValue={same}
      />
      <SectionCard
        {...access('timezone')}
        title="Time zone"
        description="The business’s clock: pickup times, surge and discount-code dates and the dates in lists are read in it."
        schema={timezoneFormSchema}
        fields={forReading(TIME_ZONE_FIELDS, readOnly('timezone'))}
        toForm={(timezone) => ({ timezone })}
        toValue={(values) => values.timezone}
      />
      <SectionCard
        {...access('customerPolicy')}
        title="Customer policy"
        description="What customers may do with their own trips online, and who in the office hears of it."
        schema={customerPolicySchema}
        fields={forReading(CUSTOMER_POLICY_FIELDS, readOnly('customerPolicy'))}
        toForm={same}
        toValue={same}
      />
      <SectionCard
        {...access('display')}
        title="Time format"
        description="How every time reads: on every screen, in e-mails and texts, and in CSV files."
        schema={displaySchema}
        fields={forReading(DISPLAY_FIELDS, readOnly('display'))}
        toForm={same}
        toValue={same}
      />
      <SectionCard
        {...access('dayOfTrip')}
        title="Day of the trip"
        description="How the dispatch board estimates drop-offs, and the extras drivers report after a trip, charged once the office approves them."
        schema={dayOfTripFormSchema}
        fields={forReading(DAY_OF_TRIP_FIELDS, readOnly('dayOfTrip'))}
        toForm={dayOfTripForm}
        toValue={dayOfTripValue}
      />
      <SectionCard
        {...access('quotes')}
        title="Quotes"
        description="Quotes the office sends by e-mail: how long the customer may accept one, and whether accepting pays online."
        schema={quotesConfigurationSchema}
        fields={forReading(QUOTES_FIELDS, readOnly('quotes'))}
        toForm={same}
        toValue={same}
      />
      <SectionCard
        {...access('booking')}
        title="Booking"
        description="What visitors and customers may book online."
        schema={bookingConfigurationSchema}
        fields={forReading(BOOKING_FIELDS, readOnly('booking'))}
        toForm={same}
        toValue={same}
      />
      <SectionCard
        {...access('bookingWidget')}
        title="Booking widget"
        description="Show the booking form on your own website: list the websites allowed to show it, then paste the snippet there. Browsers refuse it on every other site."
        schema={bookingWidgetFormSchema}
        fields={forReading(BOOKING_WIDGET_FIELDS, readOnly('bookingWidget'))}
        toForm={bookingWidgetForm}
        toValue={same}
      >
        <WidgetSnippet />
      </SectionCard>
      <SectionCard
        {...access('home')}
        wide
        title="Home page"
        description="What visitors read on the public home page. An empty services, core values, satisfaction or payment text is not shown."
        schema={homeSchema}
        fields={homeFields(readOnly('home'))}
        toForm={same}
        toValue={same}
      />
      <SectionCard
        {...access('messages')}
        wide
        title="Messages"
        description="The reservation alert: a notice shown with reservations, such as asking people who book within 24 hours to call the office."
        schema={messagesSchema}
        fields={messagesFields(readOnly('messages'))}
        toForm={same}
        toValue={same}
      />
    </Box>
  );
}

/** `/settings/configurations`: the configuration record, one card per section. */
export function ConfigurationsPage() {
  const query = useQuery(configurationQueryOptions());
  if (query.isPending) return <PageLoader label="Loading the configuration" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return <ConfigurationCards record={query.data} />;
}
