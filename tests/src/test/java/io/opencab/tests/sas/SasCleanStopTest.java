package io.opencab.tests.sas;

import io.opencab.app.cabinet.state.Action;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A clean stop keeps what the host acknowledged: the exceptions it received and acknowledged just before the
 * cabinet stops are removed from the store's queue, so after the restart the host receives only the new power-up
 * exceptions, never the old ones again (found by TicketOutPowerLossTest: SasService.close interrupted the thread
 * that removes them mid-write).
 */
class SasCleanStopTest {
    @TempDir
    Path dir;

    @Test
    void exceptionsAcknowledgedJustBeforeACleanStopAreNotSentAgain() throws Exception {
        List<Integer> before;
        try (SasRig rig = new SasRig(dir, "keep-playing")) {
            rig.start(1);
            for (int i = 0; i < 12; i++) {
                assertTrue(rig.act(new Action.InsertBill(100)).accepted());
            }
            rig.cabinet.sync();
            SasRig.await(() -> rig.cabinet.withStore(s -> s.sasQueue().pending()).stream()
                .filter(e -> e.code() == 0x47).count() == 12, "twelve $1 bills queued");
            // the twelfth may not be in the SAS snapshot yet (docs/sas.md "How it is built"): drained until it came
            List<Integer> got = new java.util.ArrayList<>();
            SasRig.await(() -> {
                got.addAll(rig.host.drainExceptions());
                return got.stream().filter(c -> c == 0x47).count() >= 12;
            }, "twelve 47s at the host");
            before = got;
            assertEquals(12, before.stream().filter(c -> c == 0x47).count(), before.toString());
            // when the cabinet stops at once, as a clean shutdown does
        }
        try (SasRig rig = new SasRig(dir, "keep-playing")) {
            rig.start(2);
            // then the host receives the power cycle, none of the bills again
            List<Integer> after = rig.host.drainExceptions();
            assertTrue(after.stream().noneMatch(c -> c == 0x47), "sent again: " + after);
            assertTrue(after.contains(0x17), after.toString());
        }
    }
}
