import { ResolutionSearchPage } from './resolution-search-page';

/** /ResolutionCouncilObservation: the council's (meclis) resolutions. */
export default function CouncilPage() {
  return <ResolutionSearchPage body="council" />;
}
