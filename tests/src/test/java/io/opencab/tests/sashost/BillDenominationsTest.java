package io.opencab.tests.sashost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 35: LP 08 (configure bill denominations) with both values of its action flag, a bill inserted through the
 * cabinet's simulated validator. Layout as public descriptions give it (the open-sourced Aristocrat Monaco SAS
 * client's LP 08 parser): {@code address 08 mask(4 bytes, LSB first; bit 0 $1, 1 $2, 2 $5, 3 $10, 4 $20, 5 $25,
 * 6 $50, 7 $100, ...) flag CRC}; flag bit 0: 0 = disable the bill acceptor after each accepted bill, 1 = keep it
 * enabled. The reply is the ACK: the address alone.
 */
class BillDenominationsTest {
    /** $1, $5, $10, $20, $50, $100: the bills the cabinet's configuration accepts. */
    private static final byte[] MASK = {(byte) 0b1101_1101, 0, 0, 0};
    private static final long FIVE_DOLLARS = 500;

    @Test
    void flag0DisablesTheValidatorAfterEachAcceptedBill(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = new CabinetRig(dir).start()) {
            // given LP 08 with the action flag 0
            configure(rig, 0);
            // when two bills are inserted one after the other
            boolean first = rig.bill(FIVE_DOLLARS);
            boolean second = rig.bill(FIVE_DOLLARS);
            // then the first is credited and the validator is disabled after it
            assertTrue(first, "the first bill after LP 08 flag 0: " + rig.lastRefusal);
            assertTrue(!second, "a second bill was credited: flag 0 should have disabled the validator after the first"
                + rig.host.transcript());
        }
    }

    @Test
    void flag1KeepsTheValidatorEnabledAfterEachAcceptedBill(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = new CabinetRig(dir).start()) {
            // given LP 08 with the action flag 1
            configure(rig, 1);
            // when three bills are inserted
            for (int i = 1; i <= 3; i++) {
                // then each is credited
                assertTrue(rig.bill(FIVE_DOLLARS), "bill " + i + " after LP 08 flag 1 was not credited: "
                    + rig.lastRefusal + rig.host.transcript());
            }
        }
    }

    private static void configure(CabinetRig rig, int flag) {
        Habits.INTERLEAVING.drain(rig.host, 2, 20);
        byte[] ack = rig.host.answeredS(Habits.ADDRESS, 0x08, Hex.concat(MASK, new byte[] {(byte) flag}),
            HostLine.Shape.fixed(1));
        assertArrayEquals(new byte[] {Habits.ADDRESS}, ack, "LP 08 reply" + rig.host.transcript());
        rig.host.pollAbsent(Habits.OTHER_ADDRESS); // the implied ACK of the ACK, as the next poll of a real host
    }
}
