import { useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { DocumentCatalogueBrowser } from '../../../../features/document-catalogue/components/document-catalogue-browser';

const pages = paths.masterData.documentCatalogue;

/** The catalogue's page; the chosen category stays in the address, so a form returns to it. */
export function DocumentCatalogueListRoute() {
  const [params, setParams] = useSearchParams();
  return (
    <DocumentCatalogueBrowser
      chosen={params.get('category')}
      onChoose={(category) => setParams({ category }, { replace: true })}
      addTypeHref={pages.typeAddHref}
      editTypeHref={(type) => pages.typeEditHref(type.id)}
    />
  );
}
