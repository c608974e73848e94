import { DeclarationFlow } from './components/declaration-flow';
import { AdvertisingFields, advertisingDefaults, advertisingRequest } from './components/tariff-fields';

/** /EMunicipalityAdDeclaration — a guarded route. */
export default function AdvertisingDeclarationPage() {
  return (
    <DeclarationFlow screen="advertising" defaultValues={advertisingDefaults()} toRequest={advertisingRequest}>
      <AdvertisingFields />
    </DeclarationFlow>
  );
}
