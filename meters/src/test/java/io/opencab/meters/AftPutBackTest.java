package io.opencab.meters;

import static io.opencab.meters.HistoryTest.putBack;
import static io.opencab.meters.HistoryTest.rows;
import static io.opencab.meters.HistoryTest.writeOver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 40 with issue 36's attacker (plain file access, no key; docs/meters.md "Attacks and what meets them"): the
 * AFT tables and the AFT and promotional meter rows put back from an older copy of the store, each row with its
 * valid MAC. Each must be a RAM error (INTEGRITY) naming the table that disagrees, never a transfer applied twice or
 * credits back on the meter.
 */
class AftPutBackTest {
    private static final int HCO_ON = AftTransfers.HCO_CONTROL | AftTransfers.HCO_ENABLE;
    @TempDir
    Path dir;
    Fixture f;

    @BeforeEach
    void setUp() {
        f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            // $20 cashable, $5 restricted (pool 3), $1 non-restricted onto the meter
            AftTransfers.of(s).transfer(new AftTransferRequest("IN-1", 0, 2_000, 500, 100, false, 3, 12_312_099, 0,
                100_000));
        }
    }

    private static AftTransferRequest toMachine(String id, long cashable) {
        return new AftTransferRequest(id, AftTransferRequest.IN_HOUSE_TO_MACHINE, cashable, 0, 0, false, 0, 0, 0, 100_000);
    }

    private static AftTransferRequest toHost(String id, long cashable, int flags) {
        return new AftTransferRequest(id, AftTransferRequest.IN_HOUSE_FROM_MACHINE, cashable, 0, 0, false, 0, 0, flags,
            100_000);
    }

    private void assertRamErrorNaming(String table) {
        MeterException e = assertThrows(MeterException.class, f::open);
        assertEquals(Kind.INTEGRITY, e.kind(), e.getMessage());
        assertTrue(e.kind().ramError());
        assertTrue(e.getMessage().contains("table " + table + " holds"), e.getMessage());
        assertTrue(e.getMessage().contains("not the history the chain recorded"), e.getMessage());
    }

    @Test
    void theTransferRowsOfBeforeATransferPutBackSoItsIdWouldApplyAgainIsARamError() throws Exception {
        // given the transfer rows copied, then $10 more transferred by id IN-2
        List<Object[]> before = rows(f.file, "aft_transfer");
        try (MeterStore s = f.open()) {
            AftTransfers.of(s).transfer(toMachine("IN-2", 1_000));
        }
        // when the rows without IN-2 are put back (a resend of IN-2 would find no record and credit it again)
        putBack(f.file, "aft_transfer", before);

        // then the store does not open: a RAM error naming aft_transfer
        assertRamErrorNaming("aft_transfer");
    }

    @Test
    void theMeterAndTransferRowsOfBeforeATransferToTheHostPutBackAreARamError() throws Exception {
        // given the meter, state and transfer rows copied before the host took $20 cashable (type 80)
        List<Object[]> meters = rows(f.file, "meter");
        List<Object[]> state = rows(f.file, "state");
        List<Object[]> transfers = rows(f.file, "aft_transfer");
        try (MeterStore s = f.open()) {
            assertEquals(AftTransferRecord.FULL, AftTransfers.of(s).transfer(toHost("OUT-1", 2_000, 0)).status());
        }
        // when all three are put back: the $20 back on the meter, the row count it had, and no record of OUT-1 (the
        // double transfer out: the host's resend of OUT-1 would take the $20 a second time); the rows agree with each
        // other and pass the self-audit
        putBack(f.file, "meter", meters);
        putBack(f.file, "state", state);
        putBack(f.file, "aft_transfer", transfers);

        // then the table digests find it: a RAM error naming the meter table
        assertRamErrorNaming("meter");
    }

    @Test
    void onlyTheOlderBalanceRowsWrittenOverTheNewerOnesFailTheSelfAudit() throws Exception {
        // given the meter rows copied before the host took $20 cashable (type 80)
        List<Object[]> meters = rows(f.file, "meter");
        try (MeterStore s = f.open()) {
            AftTransfers.of(s).transfer(toHost("OUT-1", 2_000, 0));
        }
        // when the older rows are written over the newer ones, the AFT out meters the transfer added kept
        writeOver(f.file, "meter", meters);

        // then the self-audit names the identity that no longer holds (a RAM error too: only a RAM clear)
        MeterException e = assertThrows(MeterException.class, f::open);
        assertEquals(Kind.AUDIT, e.kind(), e.getMessage());
        assertTrue(e.kind().ramError());
        assertTrue(e.getMessage().contains("AFT out 2000"), e.getMessage());
    }

    @Test
    void thePromotionalMeterRowsOfBeforeAnExpiryPutBackAreARamError() throws Exception {
        // given the meter and state rows copied while $5 of restricted credits were on the meter
        List<Object[]> meters = rows(f.file, "meter");
        List<Object[]> state = rows(f.file, "state");
        // and then the restricted credits forfeited (expired)
        try (MeterStore s = f.open()) {
            assertEquals(500, CreditKinds.of(s).forfeitRestricted("expired"));
        }
        // when the rows are put back (001B, the restricted balance, and 000C with it), with the state row's count
        putBack(f.file, "meter", meters);
        putBack(f.file, "state", state);

        assertRamErrorNaming("meter");
    }

    @Test
    void theRegistrationOfBeforeAnUnregisterPutBackIsARamError() throws Exception {
        // given the cabinet registered with a key, its row copied, then unregistered by the host
        byte[] key = new byte[20];
        key[0] = 0x11;
        try (MeterStore s = f.open()) {
            AftTransfers.of(s).register(new AftRegistration(AftRegistration.REGISTERED, 1234, key, 7, Instant.EPOCH));
        }
        List<Object[]> registered = rows(f.file, "aft_registration");
        try (MeterStore s = f.open()) {
            AftTransfers.of(s).register(new AftRegistration(0x80, 0, new byte[20], 0, Instant.EPOCH));
        }
        // when the registered row is put back (the old key would authorise transfers again)
        putBack(f.file, "aft_registration", registered);

        assertRamErrorNaming("aft_registration");
    }

    @Test
    void theHostCashOutFlagsOfBeforeTheHostTurnedThemOffPutBackAreARamError() throws Exception {
        // given host cash-out turned on (the guard row aft_hco_flags), the guard rows copied, then turned off
        try (MeterStore s = f.open()) {
            AftTransfers.of(s).transfer(new AftTransferRequest("ON", 0, 0, 0, 0, false, 0, 0, HCO_ON, 100_000));
        }
        List<Object[]> on = rows(f.file, "guard");
        try (MeterStore s = f.open()) {
            AftTransfers.of(s).transfer(new AftTransferRequest("OFF", 0, 0, 0, 0, false, 0, 0,
                AftTransfers.HCO_CONTROL, 100_000));
            assertEquals(false, AftTransfers.of(s).hostCashOutEnabled());
        }
        // when the rows with the flags on are put back
        putBack(f.file, "guard", on);

        assertRamErrorNaming("guard");
    }
}
