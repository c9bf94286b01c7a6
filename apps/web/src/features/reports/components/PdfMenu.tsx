import { Button, Menu } from '@mantine/core';
import { REPORT_PAPER_SIZES, type ReportPaperSize } from '@repute/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../shared/ui/toast';

const PAPER_NAMES: Record<ReportPaperSize, string> = { a4: 'PDF, A4', letter: 'PDF, Letter' };

type PdfMenuProps = { disabled: boolean; download: (paper: ReportPaperSize) => Promise<void> };

/** Download PDF, on A4 or Letter paper: the server draws it, so it prints the same from any browser. */
export function PdfMenu({ disabled, download }: PdfMenuProps) {
  const [busy, setBusy] = useState(false);
  const start = async (paper: ReportPaperSize) => {
    setBusy(true);
    try {
      await download(paper);
    } catch (error) {
      toast.alert('The PDF could not be made', { error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          loading={busy}
          disabled={disabled}
        >
          Download PDF
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {REPORT_PAPER_SIZES.map((paper) => (
          <Menu.Item key={paper} onClick={() => void start(paper)}>
            {PAPER_NAMES[paper]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
