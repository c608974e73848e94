import { DeclarationFlow } from './components/declaration-flow';
import { EctFields, ectDefaults, ectRequest } from './components/tariff-fields';

/** /EMunicipalityECTDeclaration — a guarded route. */
export default function EctDeclarationPage() {
  return (
    <DeclarationFlow screen="ect" defaultValues={ectDefaults()} toRequest={ectRequest}>
      <EctFields />
    </DeclarationFlow>
  );
}
