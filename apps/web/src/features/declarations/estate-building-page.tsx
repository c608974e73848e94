import { DeclarationFlow } from './components/declaration-flow';
import { EstateFields, estateDefaults, estateRequest } from './components/estate-fields';

/** /EMunicipalityEstateDeclarationBuilding — a guarded route. */
export default function EstateBuildingDeclarationPage() {
  return (
    <DeclarationFlow screen="building" defaultValues={estateDefaults()} toRequest={estateRequest(1)}>
      <EstateFields estateCode={1} />
    </DeclarationFlow>
  );
}
