package io.opencab.sas;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A responder at address 1 over a hand-made snapshot, with the host's orders recorded and a settable clock. */
final class Fixture implements HostCommands {
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-25T17:50:41Z"), ZoneOffset.UTC);
    final List<String> orders = new ArrayList<>();
    boolean romSignatureSupported = true;
    final SasCounters counters = new SasCounters();
    SasSnapshot snapshot = snapshot(Map.of(), List.of(
        new SasSnapshot.QueuedException(1, 0x11, 0, 0),
        new SasSnapshot.QueuedException(2, 0x7E, 100, 12_345_678),
        new SasSnapshot.QueuedException(3, 0x7F, 250, 0),
        new SasSnapshot.QueuedException(4, 0x4A, 2_000, 1)));
    long nanos;
    /** What the cabinet answers to LP 94 with a handpay pending: -1 still writing, 00 reset, 01 refused. */
    int handpayResetResult = 0;
    final Responder responder;

    Fixture(boolean remoteHandpayReset) {
        this(new Responder.Options(remoteHandpayReset, 0, false), null);
    }

    /** With secure enhanced validation (LP 4C, 4D). */
    Fixture(ValidationPolls validation) {
        this(new Responder.Options(true, 0, false), validation);
    }

    /** With these options (asset number, legacy handpay reporting ...). */
    Fixture(Responder.Options options, ValidationPolls validation) {
        responder = new Responder(1, () -> snapshot, this, counters, CLOCK, () -> nanos, options, validation);
    }

    Fixture() {
        this(true);
    }

    /** The snapshot every test reads, with {@code extraMeters} overriding the defaults. */
    static SasSnapshot snapshot(Map<Integer, Long> extraMeters, List<SasSnapshot.QueuedException> exceptions) {
        java.util.HashMap<Integer, Long> m = new java.util.HashMap<>(Map.ofEntries(
            Map.entry(0x00, 12_345_678L), Map.entry(0x01, 2_345L), Map.entry(0x02, 500L), Map.entry(0x03, 700L),
            Map.entry(0x04, 700L), Map.entry(0x05, 321L), Map.entry(0x06, 100L), Map.entry(0x07, 221L),
            Map.entry(0x0B, 2_000L), Map.entry(0x0C, 99L), Map.entry(0x22, 2_845L), Map.entry(0x23, 1_200L),
            Map.entry(0x24, 2_000L), Map.entry(0x40, 3L), Map.entry(0x42, 2L), Map.entry(0x44, 1L)));
        m.putAll(extraMeters);
        SasSnapshot.Game ct = new SasSnapshot.Game("CT", "CT0001", 9640, 1000, true, "Christmas Tree",
            Map.of(0x00, 10_000L, 0x01, 9_000L, 0x02, 0L, 0x05, 200L, 0x06, 80L, 0x07, 120L));
        SasSnapshot.Game lr = new SasSnapshot.Game("LR", "LR0001", 9630, 500, false, "Lost Relics",
            Map.of(0x00, 2_345_678L));
        return new SasSnapshot(m, 12, 7, 4, 9, List.of(ct, lr), 1, 1, "FLOOR-A-017",
            Optional.of(new SasSnapshot.Handpay(120_000, true)), Optional.of(new SasSnapshot.LastBill(2_000, 1)),
            exceptions, false, false, "USD", Optional.empty());
    }

    /** {@code s} with {@code ticket} as the ticket in (LP 70/71). */
    static SasSnapshot withTicket(SasSnapshot s, io.opencab.sas.tito.TicketIn ticket) {
        return s.withTicketIn(Optional.ofNullable(ticket));
    }

    /** Sends {@code hex} as one message (wakeup bit on its first byte); the reply as spaced upper-case hex, "" for none. */
    String send(String hex) {
        byte[] b = HexFormat.of().parseHex(hex.replace(" ", ""));
        byte[] reply = null;
        for (int i = 0; i < b.length; i++) {
            byte[] r = responder.accept((b[i] & 0xFF) | (i == 0 ? Parmrk.WAKEUP : 0));
            if (r != null) {
                reply = r;
            }
        }
        return reply == null ? "" : HexFormat.ofDelimiter(" ").withUpperCase().formatHex(reply);
    }

    @Override
    public void playEnabled(boolean enabled) {
        orders.add("play " + enabled);
    }

    @Override
    public void billsEnabled(boolean enabled) {
        orders.add("bills " + enabled);
    }

    @Override
    public void billDenominations(java.util.Set<Long> valueCents, boolean disableAfterEachBill) {
        orders.add("denominations " + valueCents + (disableAfterEachBill ? " then disable after each bill" : ""));
    }

    @Override
    public void hostTime(java.time.LocalDateTime time) {
        orders.add("time " + time);
    }

    @Override
    public boolean romSignature(int seed) {
        orders.add("rom " + seed);
        return romSignatureSupported;
    }

    @Override
    public void gameEnabled(int number, boolean enabled) {
        orders.add("game " + number + " " + enabled);
    }

    @Override
    public void exceptionAcknowledged(long id) {
        orders.add("ack " + id);
    }

    @Override
    public void handpayReported(long handpayId) {
        orders.add("handpay reported " + handpayId);
    }

    @Override
    public int remoteHandpayReset(boolean handpayPending) {
        orders.add("handpay reset " + handpayPending);
        return handpayPending ? handpayResetResult : 2;
    }

    @Override
    public void redeemTicket(String validation, int transferCode, long amountCents) {
        orders.add("redeem " + validation + " code " + transferCode + " " + amountCents + " cents");
    }

    @Override
    public void ticketRefused(String validation, int transferCode) {
        orders.add("refused " + validation + " code " + Integer.toHexString(transferCode));
    }

    @Override
    public void linkChanged(boolean up) {
        orders.add("link " + (up ? "up" : "down"));
    }
}
