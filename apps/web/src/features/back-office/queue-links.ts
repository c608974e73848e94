import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import type { ListName } from './api/use-back-office';
import { backOfficePaths } from './back-office-paths';
import type { QueueFilters } from './queue-filters';
import { cancellationsRequest, complaintsRequest, declarationsRequest, restructuringsRequest, waterApplicationsRequest } from './queue-requests';

/** What an item's page needs of its queue's list: to go back to it and to find the next item in it. */
export interface QueueLink<N extends ListName = ListName> {
  listName: N;
  listPath: string;
  itemPath(oid: number): string;
  toRequest(filters: QueueFilters): RequestOf<N>;
  rowKey(row: ResponseOf<N>['items'][number]): number;
}

const link = <N extends ListName>(value: QueueLink<N>) => value as unknown as QueueLink;

export const queueLinks = {
  complaints: link({
    listName: 'GetBackOfficeComplaints',
    listPath: backOfficePaths.complaints,
    itemPath: backOfficePaths.complaint,
    toRequest: complaintsRequest,
    rowKey: (row) => row.complaintOid,
  }),
  waterCancellations: link({
    listName: 'GetBackOfficeWaterCancellations',
    listPath: backOfficePaths.cancellations,
    itemPath: backOfficePaths.cancellation,
    toRequest: cancellationsRequest,
    rowKey: (row) => row.cancellationOid,
  }),
  declarations: link({
    listName: 'GetBackOfficeDeclarations',
    listPath: backOfficePaths.declarations,
    itemPath: backOfficePaths.declaration,
    toRequest: declarationsRequest,
    rowKey: (row) => row.declarationOid,
  }),
  restructurings: link({
    listName: 'GetBackOfficeRestructurings',
    listPath: backOfficePaths.restructurings,
    itemPath: backOfficePaths.restructuring,
    toRequest: restructuringsRequest,
    rowKey: (row) => row.restructuringLogOid,
  }),
  waterApplications: link({
    listName: 'GetBackOfficeWaterApplications',
    listPath: backOfficePaths.waterApplications,
    itemPath: backOfficePaths.waterApplication,
    toRequest: waterApplicationsRequest,
    rowKey: (row) => row.applicationOid,
  }),
};
