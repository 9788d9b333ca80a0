package io.opencab.app.cabinet.tickets;

import io.opencab.app.config.TitoSettings;
import io.opencab.hal.HalException;
import io.opencab.hal.printer.Ticket;
import io.opencab.hal.printer.TicketPrinter;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.HandpayValidation;
import io.opencab.meters.MeterStore;
import io.opencab.meters.ValidatedHandpays;
import io.opencab.sas.tito.SecureEnhancedValidation;
import java.time.Clock;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * Keying off a handpay (docs/sas.md "Validated handpays"). With ticket validation configured and the host's
 * validation ID set (LP 4C), the handpay is validated as SAS 6.02's secure enhanced validation asks: it takes the
 * next validation sequence number (shared with cash-out tickets) and its number, kept with the handpay in the reset's
 * store transaction together with its meters and exception 3E. Where {@code sas.handpay.receipt} asks for one and
 * the ticket printer can print, a handpay receipt follows (types 10/20), else none (40/60). Without validation it is
 * the plain key-off. Not thread-safe: the cabinet calls it on its own thread.
 */
public final class HandpayKeyOff {
    /** Receipt job ids: apart from tickets' ({@link TicketOutFlow#jobId}), carrying the handpay id. */
    private static final long RECEIPT_MSB = 0x0C0FFEE7_4A4D7000L;
    /** The receipt's title: a record of a payment made, not a ticket to redeem (docs/sas.md "Validated handpays"). */
    static final String TITLE = "HANDPAY RECEIPT - NOT NEGOTIABLE";

    private final TicketOutFlow.StoreAccess store;
    private final Optional<TicketPrinter> printer;
    private final HostValidation host;
    private final Optional<TitoSettings> settings;
    private final boolean receipts;
    private final long assetNumber;
    private final Clock clock;

    /**
     * @param settings    the ticket settings, empty without ticket validation (then no handpay is validated)
     * @param receipts    {@code sas.handpay.receipt}
     * @param assetNumber {@code sas.asset.number}, printed on the receipt (0: none configured)
     */
    public HandpayKeyOff(TicketOutFlow.StoreAccess store, Optional<TicketPrinter> printer, HostValidation host,
            Optional<TitoSettings> settings, boolean receipts, long assetNumber, Clock clock) {
        this.store = Objects.requireNonNull(store, "store");
        this.printer = Objects.requireNonNull(printer, "printer");
        this.host = Objects.requireNonNull(host, "host");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.receipts = receipts;
        this.assetNumber = assetNumber;
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** The receipt's print job id for handpay {@code handpayId}. */
    public static UUID receiptJobId(long handpayId) {
        return new UUID(RECEIPT_MSB, handpayId);
    }

    /**
     * Keys off handpay {@code handpayId} by {@code who}, validated where validation is on.
     *
     * @throws io.opencab.meters.MeterException when the store refuses it (the handpay stays pending)
     */
    public HandpayRecord keyOff(long handpayId, String who) {
        Optional<HostValidation.Seed> seed = settings.isEmpty() || printer.isEmpty() ? Optional.empty() : host.seed();
        if (seed.isEmpty() || seed.get().validationId() == 0) {
            return store.with(s -> s.handpayPaid(handpayId, who));
        }
        boolean receipt = receipts && printer.get().status().canPrint();
        int sequence = seed.get().sequence();
        HandpayValidation v = new HandpayValidation(SecureEnhancedValidation.number(seed.get().validationId(), sequence),
            sequence, receipt);
        HandpayRecord paid = store.with(s -> ValidatedHandpays.of(s).paid(handpayId, who, v));
        host.used(sequence);
        if (receipt) {
            print(paid);
        }
        return paid;
    }

    /** The receipt, after the reset is durable: a failed print loses no record (the record says one was asked for). */
    private void print(HandpayRecord h) {
        try {
            printer.get().print(receiptJobId(h.handpayId()), receipt(h));
        } catch (HalException e) {
            store.with(s -> s.logEvent(io.opencab.meters.EventType.CABINET, "handpay " + h.handpayId()
                + " receipt not printed: " + e.getMessage()));
        }
    }

    private Ticket receipt(HandpayRecord h) {
        TitoSettings t = settings.orElseThrow();
        LocalDateTime at = LocalDateTime.ofInstant(h.paidAt(), clock.getZone());
        String kind = h.kind() == HandpayRecord.Kind.BONUS_JACKPOT ? "BONUS JACKPOT HANDPAY"
            : h.jackpot() ? "JACKPOT HANDPAY" : "CANCELLED CREDIT HANDPAY";
        String asset = assetNumber == 0 ? "ASSET NOT SET" : "ASSET " + assetNumber;
        String by = ("PAID BY " + h.attendant()).toUpperCase(java.util.Locale.ROOT);
        return new Ticket(t.casinoName(), List.of(kind, asset, by.length() > Ticket.MAX_TEXT
            ? by.substring(0, Ticket.MAX_TEXT) : by), TITLE, Math.multiplyExact(h.amount(), t.denominationCents()),
            t.currency(), h.validation().number(), at, t.machineNumber(), h.handpayId() % 10_000, null,
            Ticket.Kind.HANDPAY_RECEIPT, t.grouping());
    }
}
