import { DeclarationFlow } from './components/declaration-flow';
import { EstateFields, estateDefaults, estateRequest } from './components/estate-fields';

/** /EMunicipalityEstateDeclarationPlot — a guarded route. */
export default function EstatePlotDeclarationPage() {
  return (
    <DeclarationFlow screen="plot" defaultValues={estateDefaults()} toRequest={estateRequest(2)}>
      <EstateFields estateCode={2} />
    </DeclarationFlow>
  );
}
