import { DeclarationFlow } from './components/declaration-flow';
import { EntertainmentFields, entertainmentDefaults, entertainmentRequest } from './components/tariff-fields';

/** /EMunicipalityEntertainmentDeclaration — a guarded route. */
export default function EntertainmentDeclarationPage() {
  return (
    <DeclarationFlow screen="entertainment" defaultValues={entertainmentDefaults()} toRequest={entertainmentRequest}>
      <EntertainmentFields />
    </DeclarationFlow>
  );
}
