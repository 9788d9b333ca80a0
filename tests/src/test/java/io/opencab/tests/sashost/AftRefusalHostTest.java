package io.opencab.tests.sashost;

import static io.opencab.tests.sashost.AftHostTest.KEY;
import static io.opencab.tests.sashost.AftHostTest.lp73;
import static io.opencab.tests.sashost.AftWire.lp74Until;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.state.Action;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * LP 72 refused, over the pty with this package's own host: one test per transfer status of docs/aft.md's table that
 * {@link AftHostTest} (93, 89, 94, C1) and {@link AftOutHostTest} (82 for a full type 80 beyond the balance) do not
 * already show, each cause of it that a host can bring about cheaply (issue 40 "How it is tested": "a transfer refused
 * in each refusal case"). The status is the reply's, or the outcome's at interrogation when the order was first
 * accepted (40) and refused by the cabinet. After each refusal the {@link AftWire.Ledger} (LP 1A, LP 74's amounts by
 * kind, the AFT meters A0-A4 and B8-BC, the newest history record) is what it was before: nothing moved, nothing kept.
 */
class AftRefusalHostTest {
    private static final int FROM_MACHINE = 0x80;
    private static final int COIN_OUT_WIN = 0x10;

    /** The rig's denomination line, which one test changes (a key may be given once only). */
    private static CabinetRig rigWithDenomination(Path dir, int cents) throws Exception {
        CabinetRig rig = new CabinetRig(dir, "sas.asset.number=" + AftHostTest.ASSET, "sas.aft.enabled=true");
        String text = Files.readString(rig.config);
        Files.writeString(rig.config, text.replace("cabinet.denomination.cents=1\n", "cabinet.denomination.cents="
            + cents + "\n"));
        return rig.start();
    }

    /** $10 from a bill, the SAS view showing it. */
    private static void withTenDollars(CabinetRig rig) throws InterruptedException {
        assertTrue(rig.bill(1_000), rig.lastRefusal);
        lp74Until(rig.host, st -> Hex.bcd(st, 12, 5) == 1_000, "the $10 cashable");
    }

    @Test
    void notAValidFunction82AnotherTypeAnIndexOrABonusPartialOrRestricted(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir, "sas.bonus.enabled=true")) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            AftWire.Ledger before = AftWire.Ledger.read(host);

            assertEquals(0x82, new AftWire.Order("F-1").type(0x05).cents(500, 0, 0).decided(host), "a type not built");
            assertEquals(0x82, new AftWire.Order("F-2").type(0x90).cents(500, 0, 0).decided(host), "win to host");
            assertEquals(0x82, new AftWire.Order("F-3").index(0x01).cents(500, 0, 0).decided(host), "index not 00");
            assertEquals(0x82, new AftWire.Order("F-4").type(COIN_OUT_WIN).code(0x01).cents(500, 0, 0).decided(host),
                "a bonus with partial allowed");
            assertEquals(0x82, new AftWire.Order("F-5").type(COIN_OUT_WIN).cents(500, 100, 0).decided(host),
                "a bonus with a restricted amount");

            assertEquals(before, AftWire.Ledger.read(host), "nothing moved");
        }
    }

    @Test
    void notAValidAmount83NotBcdAllZeroABadExpiryOrNothingOfTheKindsAsked(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            withTenDollars(rig);
            AftWire.Ledger before = AftWire.Ledger.read(host);

            assertEquals(0x83, new AftWire.Order("A-1").cashableField(Hex.parse("00 00 00 0A 00")).decided(host),
                "an amount not BCD");
            assertEquals(0x83, new AftWire.Order("A-2").decided(host), "all amounts zero, no flags");
            assertEquals(0x83, new AftWire.Order("A-3").cents(0, 500, 0).expiry(Hex.parse("AB 01 20 26")).decided(host),
                "an expiry not BCD");
            assertEquals(0x83, new AftWire.Order("A-4").cents(0, 500, 0).expiry(Hex.parse("13 01 20 26")).decided(host),
                "an expiry that is no date (month 13)");
            assertEquals(0x83, new AftWire.Order("A-5").type(FROM_MACHINE).code(0x01).cents(0, 500, 0).decided(host),
                "partial from the machine, restricted asked, none on the meter");

            assertEquals(before, AftWire.Ledger.read(host), "nothing moved");
        }
    }

    @Test
    void overTheCreditLimit84AFullTransferIsRefusedAPartialOneTakesWhatFitsThenNothingFits(@TempDir Path dir)
            throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            AftWire.Ledger empty = AftWire.Ledger.read(host);

            // the rig's credit limit is 1,000,000 one-cent credits: a full transfer of a cent more is refused
            assertEquals(0x84, new AftWire.Order("L-1").cents(1_000_001, 0, 0).decided(host), "a cent over the limit");
            assertEquals(empty, AftWire.Ledger.read(host), "nothing moved");

            // a partial transfer of $10,005 takes the $10,000 that fit: status 01
            assertEquals(0x40, AftHostTest.status(new AftWire.Order("L-2").code(0x01).cents(1_000_500, 0, 0).send(host)));
            byte[] partial = AftHostTest.outcome(host);
            assertEquals(0x01, AftHostTest.status(partial), "partial " + Hex.of(partial));
            assertEquals(1_000_000, Hex.bcd(partial, 7, 5), "cashable transferred");
            assertEquals(1_000_000, AftHostTest.credits(host));
            AftWire.Ledger full = AftWire.Ledger.read(host);

            // and at the limit a partial transfer finds no room: 84, nothing moved
            assertEquals(0x84, new AftWire.Order("L-3").code(0x01).cents(100, 0, 0).decided(host), "nothing fits");
            assertEquals(full, AftWire.Ledger.read(host), "nothing moved");
        }
    }

    @Test
    void anIdRefusedByTheCabinetMayBeSentAgainAndIsThenDecidedAfresh(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            // given: L-1 refused by the cabinet (84, over the limit), so not kept
            assertEquals(0x84, new AftWire.Order("L-1").cents(1_000_001, 0, 0).decided(host));

            // when: the host sends L-1 again for $5, which fits
            int status = new AftWire.Order("L-1").cents(500, 0, 0).decided(host);

            // then: the host learns its own outcome (00), not the old refusal, and the $5 is on the meter once
            assertEquals(0x00, status, "the new order's outcome" + host.transcript());
            assertEquals(500, AftWire.Ledger.read(host).credits());
        }
    }

    @Test
    void notWholeCredits85(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = rigWithDenomination(dir, 5)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            AftWire.Ledger before = AftWire.Ledger.read(host);

            // 5-cent credits
            assertEquals(0x85, new AftWire.Order("D-1").cents(1_003, 0, 0).decided(host), "$10.03 cashable");
            assertEquals(0x85, new AftWire.Order("D-2").cents(1_000, 0, 2).decided(host), "2 cents non-restricted");

            assertEquals(before, AftWire.Ledger.read(host), "nothing moved");
        }
    }

    @Test
    void unableNow87WhileARoundIsUnfinished(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            withTenDollars(rig);
            assertTrue(rig.act(new Action.SelectGame("christmas-tree")).accepted());
            assertTrue(rig.act(new Action.Spin()).accepted());
            lp74Until(host, AftWire::noTransferAvailable, "no transfer available during the round");
            AftWire.Ledger before = AftWire.Ledger.read(host);

            assertEquals(0x87, new AftWire.Order("R-1").cents(500, 0, 0).decided(host), "to the machine");
            assertEquals(0x87, new AftWire.Order("R-2").type(FROM_MACHINE).cents(500, 0, 0).decided(host),
                "from the machine");

            assertEquals(before, AftWire.Ledger.read(host), "nothing moved");
        }
    }

    @Test
    void unableNow87WhileAHandpayIsOpen(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            withTenDollars(rig);
            assertTrue(rig.act(new Action.CashOut()).accepted());
            assertTrue(rig.cabinet.state().handpay().isPresent(), "a handpay is open");
            lp74Until(host, AftWire::noTransferAvailable, "no transfer available during the handpay");
            AftWire.Ledger before = AftWire.Ledger.read(host);

            assertEquals(0x87, new AftWire.Order("H-1").cents(500, 0, 0).decided(host), "to the machine");
            assertEquals(0x87, new AftWire.Order("H-2").type(FROM_MACHINE).cents(500, 0, 0).decided(host),
                "from the machine");

            assertEquals(before, AftWire.Ledger.read(host), "nothing moved");
        }
    }

    @Test
    void unableNow87ForATransferInWhileAHostCashOutIsOffered(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir, "sas.aft.hostcashout.timeout.ms=20000")) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            // given $10 with host cash-out on (flags 03), and CASH OUT offering it to the host (LP 74: only from)
            lp73(host, 0x00);
            lp73(host, 0x01);
            assertEquals(0x00, new AftWire.Order("C-1").cents(1_000, 0, 0).flags(0x03).decided(host));
            assertTrue(rig.act(new Action.CashOut()).accepted());
            lp74Until(host, st -> (st[AftWire.AVAILABLE] & AftWire.TO_OR_FROM) == 0x02, "the offer");
            AftWire.Ledger before = AftWire.Ledger.read(host);

            assertEquals(0x87, new AftWire.Order("C-2").cents(500, 0, 0).decided(host), "a transfer in");

            assertEquals(before, AftWire.Ledger.read(host), "nothing moved");
        }
    }

    @Test
    void unableNow87FromAMachineWithNoCredits(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            AftWire.Ledger before = AftWire.Ledger.read(host);

            assertEquals(0x87, new AftWire.Order("N-1").type(FROM_MACHINE).cents(500, 0, 0).decided(host), "full");
            assertEquals(0x87, new AftWire.Order("N-2").type(FROM_MACHINE).code(0x01).cents(500, 0, 0).decided(host),
                "partial allowed");

            assertEquals(before, AftWire.Ledger.read(host), "nothing moved");
        }
    }

    @Test
    void notRegistered88WhenAKeyIsGivenBeforeRegistrationOrAfterUnregistering(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            AftWire.Ledger before = AftWire.Ledger.read(host);

            assertEquals(0x88, new AftWire.Order("G-1").cents(500, 0, 0).key(KEY).decided(host), "never registered");
            lp73(host, 0x00);
            assertEquals(0x01, lp73(host, 0x01)[3] & 0xFF, "registered" + host.transcript());
            byte[] unregistered = host.longPollS(Habits.ADDRESS, 0x73, new byte[] {0x01, (byte) 0x80},
                HostLine.Shape.lengthAt(2));
            host.sync();
            assertEquals(0x80, unregistered[3] & 0xFF, "unregistered " + Hex.of(unregistered));
            assertEquals(0x88, new AftWire.Order("G-2").cents(500, 0, 0).key(KEY).decided(host), "unregistered");

            assertEquals(before, AftWire.Ledger.read(host), "nothing moved");
        }
    }

    @Test
    void anotherPool8FWhileRestrictedCreditsOfOnePoolAreOnTheMeter(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            assertEquals(0x00, new AftWire.Order("O-1").cents(0, 200, 0).pool(3).decided(host), "pool 3 in");
            AftWire.Ledger before = AftWire.Ledger.read(host);
            assertEquals(200, before.restricted());
            assertEquals(3, before.pool(), "the pool on the meter");

            assertEquals(0x8F, new AftWire.Order("O-2").cents(0, 100, 0).pool(4).decided(host), "pool 4");

            assertEquals(before, AftWire.Ledger.read(host), "nothing moved");
        }
    }

    @Test
    void transactionIdNotValid95EmptyTooLongOrNotPrintable(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            AftWire.Ledger before = AftWire.Ledger.read(host);

            assertEquals(0x95, new AftWire.Order("").cents(500, 0, 0).decided(host), "empty");
            assertEquals(0x95, new AftWire.Order("ABCDEFGHIJKLMNOPQRSTU").cents(500, 0, 0).decided(host), "21 characters");
            assertEquals(0x95, new AftWire.Order("x").id(new byte[] {'I', 'D', 0x07}).cents(500, 0, 0).decided(host),
                "a control character");

            assertEquals(before, AftWire.Ledger.read(host), "nothing moved");
        }
    }
}
