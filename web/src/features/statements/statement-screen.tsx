/**
 * @module
 * The statement page (decision 035): one family's statement for one period, read from the
 * server, with Print (the print layer, as the sign-in sheet and the reports print) and the PDF.
 */
import { statementResponseSchema } from '@cubby/shared/schemas';
import { Button, Card, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AppHeader } from '../../components/app-header.tsx';
import { AppSpinner } from '../../components/app-spinner.tsx';
import * as layout from '../../components/layout.css.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PrintLayer } from '../../components/print-layer.tsx';
import { ApiError, apiJson } from '../../lib/api-client.ts';
import { StatementView } from './statement-view.tsx';
import * as styles from './statements.css.ts';

/** The statement of `familyId` for `period`. */
export function StatementScreen(props: { familyId: string; period: string }) {
  const url = `/api/families/${encodeURIComponent(props.familyId)}/statements/${encodeURIComponent(props.period)}`;
  const statement = useQuery({
    queryKey: [url],
    queryFn: () => apiJson(statementResponseSchema, 'GET', url),
    refetchOnMount: 'always',
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });
  return (
    <div className={layout.narrowPage}>
      <AppHeader
        title={statement.data ? `Statement: ${statement.data.family.name}` : 'Statement'}
        subtitle="Family billing"
        actions={
          <>
            <Button asChild variant="outline" highContrast>
              <Link to="/families/$familyId" params={{ familyId: props.familyId }}>
                Family
              </Link>
            </Button>
            <Button asChild variant="outline" highContrast>
              <a href={`${url}.pdf`} target="_blank" rel="noopener">
                PDF
              </a>
            </Button>
            <Button highContrast disabled={!statement.data} onClick={() => window.print()}>
              Print
            </Button>
          </>
        }
      />
      <main>
        {statement.isPending ? (
          <AppSpinner label="Loading the statement..." />
        ) : statement.isError ? (
          statement.error instanceof ApiError && statement.error.status < 500 ? (
            <Card role="status">
              <Text>{statement.error.message}</Text>
            </Card>
          ) : (
            <LoadFailed
              what="The statement"
              error={statement.error}
              onRetry={() => void statement.refetch()}
            />
          )
        ) : (
          <Card>
            <StatementView statement={statement.data} />
          </Card>
        )}
      </main>
      {statement.data ? (
        <PrintLayer className={styles.printed} testId="statement-print">
          <StatementView statement={statement.data} printed />
        </PrintLayer>
      ) : null}
    </div>
  );
}
