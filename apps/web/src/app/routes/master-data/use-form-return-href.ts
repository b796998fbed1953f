import { useSearchParams } from 'react-router';

interface RecordPages {
  getHref: () => string;
  detailHref: (id: string, tab?: string) => string;
}

/**
 * Where a record's form returns: its detail (with `detailTab`) when opened from it (tab=detail),
 * else the list.
 */
export const useFormReturnHref = (pages: RecordPages, id?: string, detailTab?: string) => {
  const [params] = useSearchParams();
  return id && params.get('tab') === 'detail' ? pages.detailHref(id, detailTab) : pages.getHref();
};
