package io.opencab.app.sas;

import static io.opencab.app.sas.AftLink.transfer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The AFT polls answer from a view no older than the exceptions (docs/aft.md "Exception 69"): a host that reads 69
 * and at once interrogates LP 72 finds the transfer complete, not pending, and LP 74 shows its credits.
 */
class AftViewOrderTest {

    @Test
    void aHostThatSees69AtOnceFindsTheTransferCompleteAndItsCredits(@TempDir Path dir) throws InterruptedException {
        try (AftLink link = new AftLink(dir, Map.of("sas.aft.enabled", "true"))) {
            // given a registered host
            link.register();
            for (int i = 1; i <= 25; i++) {
                // when it transfers 1 cent cashable and polls until 69 comes
                link.poll(transfer("V-" + i, "00", "00 00 00 00 01", "00 00 00 00 00", "00"));
                assertTrue(link.exception("69"), "69 after transfer " + i);

                // then the next LP 72 interrogation and LP 74 already show it done
                String outcome = link.poll("01 72 02 FF 00");
                assertEquals("00", outcome.split(" ")[4], "transfer " + i + " after its 69: " + outcome);
                String status = link.poll("01 74 FF 00 00 00");
                assertEquals(String.format("00 00 00 00 %02d", i), String.join(" ",
                    java.util.Arrays.copyOfRange(status.split(" "), 12, 17)), "cashable after transfer " + i + ": " + status);
            }
        }
    }
}
