package io.opencab.app.cabinet.tickets;

import io.opencab.app.config.TitoSettings;
import io.opencab.hal.HalException;
import io.opencab.hal.printer.PrinterEvent;
import io.opencab.hal.printer.PrinterStatus;
import io.opencab.hal.printer.Ticket;
import io.opencab.hal.printer.TicketPrinter;
import io.opencab.meters.MeterStore;
import io.opencab.meters.TicketOuts;
import io.opencab.meters.TicketRecord;
import io.opencab.meters.TicketState;
import io.opencab.sas.tito.SecureEnhancedValidation;
import java.time.Clock;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

/**
 * Ticket out (docs/tito.md "Ticket out"): decides ticket or handpay for a cash-out, journals the ticket
 * before the printer is told, and settles it by the printer's answer. Credits leave the meter only on
 * PrintCompleted (or an attendant finding the ticket); a print that may have happened is never repeated.
 * Not thread-safe: the cabinet calls it from its own thread, and hands it the printer's events there.
 */
public final class TicketOutFlow {
    /** Job ids carry the store's ticket id, so an event is matched to its journaled ticket after a restart. */
    private static final long JOB_MSB = 0x0C0FFEE7_1C4E7000L;

    /** What a cash-out or a printer event led to. */
    public sealed interface Outcome {
        /** No ticket: the cabinet starts a cancelled-credit handpay. */
        record Handpay(String why) implements Outcome {
        }

        /** The ticket is journaled and with the printer; play and bills stay disabled until it settles. */
        record Printing(TicketRecord ticket) implements Outcome {
        }

        /** The ticket printed; the credits left the meter. */
        record Printed(TicketRecord ticket) implements Outcome {
        }

        /** It may have printed: lock up "TICKET IN DOUBT" until an attendant resolves it. */
        record InDoubt(TicketRecord ticket) implements Outcome {
        }

        /** Nothing to do (an event for another job, a status change). */
        record None() implements Outcome {
        }
    }

    /**
     * How the flow reaches the meter store: the cabinet's money lock around each store step (never around a
     * printer call: devices are not called under that lock, docs in {@code Money}).
     */
    public interface StoreAccess {
        <T> T with(Function<MeterStore, T> f);
    }

    private final StoreAccess store;
    private final Optional<TicketPrinter> printer;
    private final HostValidation host;
    private final TitoSettings settings;
    private final Clock clock;

    /** A flow on a store only it uses (tests, tools). */
    public TicketOutFlow(MeterStore store, Optional<TicketPrinter> printer, HostValidation host, TitoSettings settings,
            Clock clock) {
        this(new StoreAccess() {
            @Override
            public <T> T with(Function<MeterStore, T> f) {
                return f.apply(store);
            }
        }, printer, host, settings, clock);
        Objects.requireNonNull(store, "store");
    }

    public TicketOutFlow(StoreAccess store, Optional<TicketPrinter> printer, HostValidation host, TitoSettings settings,
            Clock clock) {
        this.store = Objects.requireNonNull(store, "store");
        this.printer = Objects.requireNonNull(printer, "printer");
        this.host = Objects.requireNonNull(host, "host");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** The job id of a journaled ticket. */
    public static UUID jobId(long ticketId) {
        return new UUID(JOB_MSB, ticketId);
    }

    /** A cash-out of the whole credit meter: a ticket when everything allows one, else a handpay. */
    public Outcome cashOut() {
        long cents = Math.multiplyExact(store.with(MeterStore::credits), settings.denominationCents());
        if (printer.isEmpty()) {
            return new Outcome.Handpay("no ticket printer fitted");
        }
        Optional<HostValidation.Seed> seed = host.seed();
        if (seed.isEmpty() || seed.get().validationId() == 0) {
            return new Outcome.Handpay("no validation from a host (SAS long poll 4C): tickets need a host");
        }
        if (cents > settings.ticketLimitCents()) {
            return new Outcome.Handpay(cents + " cents is over the ticket limit of " + settings.ticketLimitCents());
        }
        PrinterStatus ps = printer.get().status();
        if (!ps.canPrint()) {
            return new Outcome.Handpay("printer " + ps.state());
        }
        int sequence = seed.get().sequence();
        String validation = SecureEnhancedValidation.number(seed.get().validationId(), sequence);
        TicketRecord t = store.with(s -> TicketOuts.of(s).start(nextTicketNumber(s), sequence, validation));
        host.used(sequence);
        Ticket ticket;
        try {
            ticket = ticket(t);
        } catch (HalException e) {
            store.with(s -> TicketOuts.of(s).notPrinted(t.ticketId(), "ticket cannot be printed: " + e.getMessage()));
            return new Outcome.Handpay("ticket cannot be printed: " + e.getMessage());
        }
        printer.get().print(jobId(t.ticketId()), ticket);
        return open().filter(o -> o.ticketId() == t.ticketId()).<Outcome>map(Outcome.Printing::new)
            .orElseGet(() -> settled(t.ticketId()));
    }

    /**
     * A printer event. Events of the open ticket settle it; a printer that synchronously answers within
     * {@link #cashOut} (the simulation) is settled there through this same method.
     */
    public Outcome on(PrinterEvent e) {
        Optional<TicketRecord> open = open();
        if (open.isEmpty() || open.get().state() != TicketState.PENDING) {
            return new Outcome.None();
        }
        TicketRecord t = open.get();
        return switch (e) {
            case PrinterEvent.PrintCompleted c when c.jobId().equals(jobId(t.ticketId())) ->
                new Outcome.Printed(store.with(s -> TicketOuts.of(s).printed(t.ticketId())));
            case PrinterEvent.PrintFailed f when f.jobId().equals(jobId(t.ticketId())) && !f.inDoubt() -> {
                store.with(s -> TicketOuts.of(s).notPrinted(t.ticketId(), f.why()));
                yield new Outcome.Handpay(f.why());
            }
            case PrinterEvent.PrintFailed f when f.jobId().equals(jobId(t.ticketId())) ->
                new Outcome.InDoubt(store.with(s -> TicketOuts.of(s).inDoubt(t.ticketId(), f.why())));
            default -> new Outcome.None();
        };
    }

    /** At start-up: a ticket still PENDING was with the printer when the power went: it is in doubt. */
    public Optional<TicketRecord> recoverAtStart() {
        Optional<TicketRecord> open = open();
        if (open.isPresent() && open.get().state() == TicketState.PENDING) {
            long id = open.get().ticketId();
            return Optional.of(store.with(s -> TicketOuts.of(s).inDoubt(id, "power lost while the ticket was printing")));
        }
        return open;
    }

    /**
     * An attendant resolved the ticket in doubt: it came out (the credits leave with it) or not (the
     * cabinet then hand-pays them).
     */
    public Outcome resolve(boolean ticketCameOut, String attendant) {
        TicketRecord t = open().filter(o -> o.state() == TicketState.IN_DOUBT)
            .orElseThrow(() -> new io.opencab.app.AppException("no ticket is in doubt"));
        TicketRecord r = store.with(s -> TicketOuts.of(s).resolve(t.ticketId(), ticketCameOut, attendant));
        return ticketCameOut ? new Outcome.Printed(r) : new Outcome.Handpay("ticket " + r.ticketNumber()
            + " voided by " + attendant);
    }

    /** Settles a ticket whose printer answered during {@link #cashOut}, from the store's record. */
    private Outcome settled(long ticketId) {
        TicketRecord t = store.with(s -> TicketOuts.of(s).log(1)).getFirst();
        return switch (t.state()) {
            case PRINTED -> new Outcome.Printed(t);
            case NOT_PRINTED -> new Outcome.Handpay(t.detail());
            default -> new Outcome.InDoubt(t);
        };
    }

    /** The ticket open in the journal (pending or in doubt), if any. */
    public Optional<TicketRecord> open() {
        return store.with(s -> TicketOuts.of(s).open());
    }

    private static int nextTicketNumber(MeterStore s) {
        List<TicketRecord> last = TicketOuts.of(s).log(1);
        return last.isEmpty() ? 1 : (last.getFirst().ticketNumber() + 1) % 10_000;
    }

    private Ticket ticket(TicketRecord t) {
        LocalDateTime issued = LocalDateTime.ofInstant(t.createdAt(), clock.getZone());
        return new Ticket(settings.casinoName(), settings.addressLines(), settings.title(), t.cents(),
            settings.currency(), t.validationNumber(), issued, settings.machineNumber(), t.ticketNumber(),
            settings.expiryDays() == 0 ? null : issued.toLocalDate().plusDays(settings.expiryDays()), Ticket.Kind.CASH_OUT_TICKET,
            settings.grouping());
    }
}
