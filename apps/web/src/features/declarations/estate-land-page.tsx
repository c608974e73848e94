import { DeclarationFlow } from './components/declaration-flow';
import { EstateFields, estateDefaults, estateRequest } from './components/estate-fields';

/** /EMunicipalityEstateDeclarationLand — a guarded route. */
export default function EstateLandDeclarationPage() {
  return (
    <DeclarationFlow screen="land" defaultValues={estateDefaults()} toRequest={estateRequest(3)}>
      <EstateFields estateCode={3} />
    </DeclarationFlow>
  );
}
