package io.opencab.app.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.HostGate;
import io.opencab.app.config.ConfigKey;
import io.opencab.meters.AftRegistration;
import io.opencab.meters.AftTransferRecord;
import io.opencab.meters.AftTransferRequest;
import io.opencab.meters.AftTransfers;
import io.opencab.meters.CreditBalances;
import io.opencab.meters.CreditKind;
import io.opencab.meters.CreditKinds;
import io.opencab.meters.MeterStore;
import io.opencab.sas.LongPollTable;
import io.opencab.sas.aft.AftOrder;
import io.opencab.sas.aft.AftPolls;
import io.opencab.sas.aft.AftPort;
import io.opencab.sas.aft.AftView;
import java.time.Clock;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * AFT on the cabinet (docs/aft.md): the {@link AftPort} of the AFT polls. The registration is kept in critical
 * memory by the SAS service's thread; a transfer is applied on the cabinet thread ({@code AftHost}); the lock is the
 * host gate's. The view the polls answer from is rebuilt with every SAS snapshot, from one read of the store.
 */
final class AftService implements AftPort {
    private static final System.Logger LOG = System.getLogger("io.opencab.sas");
    private final Cabinet cabinet;
    private final LinkMailbox mailbox;
    private final HostGate gate;
    private final Clock clock;
    private final long asset;
    private volatile AftView view;
    private volatile Optional<AftView.Entry> lastResult = Optional.empty();
    private boolean lockSeen;

    private AftService(Cabinet cabinet, LinkMailbox mailbox, Clock clock, long asset) {
        this.cabinet = cabinet;
        this.mailbox = mailbox;
        this.gate = cabinet.hostGate();
        this.clock = clock;
        this.asset = asset;
    }

    /** {@code sas.aft.enabled}: AFT's polls are answered. */
    static boolean enabled(Map<String, String> values) {
        String v = values.get(ConfigKey.SAS_AFT_ENABLED.key());
        return (Boolean) ConfigKey.SAS_AFT_ENABLED.parse(v == null || v.isEmpty() ? "false" : v);
    }

    /** Registers LP 72-74 on {@code table} and publishes the first view; null when AFT is not enabled. */
    static AftService attach(Cabinet cabinet, LinkMailbox mailbox, LongPollTable table, Clock clock, long asset) {
        if (!enabled(cabinet.config().values())) {
            return null;
        }
        AftService a = new AftService(cabinet, mailbox, clock, asset);
        a.refresh(cabinet.state());
        new AftPolls(a::current, a, System::nanoTime, BonusService.enabled(cabinet.config().values())).register(table);
        return a;
    }

    /** The view, with whether a host cash-out is offered read now (the host may poll LP 74 as soon as 6A comes). */
    private AftView current() {
        AftView v = view;
        boolean pending = cabinet.hostCashOutPending();
        return v == null || v.hostCashOut().pending() == pending ? v
            : v.withHostCashOut(new AftView.HostCashOut(v.hostCashOut().flags(), pending));
    }

    /** Rebuilds the view from a read of its own (the first view only: then {@link SasService} reads all views at once). */
    void refresh(CabinetState st) {
        endTimedOutLock();
        publish(cabinet.withStore(s -> read(s, st)));
    }

    /** Ends an AFT lock that timed out (the SAS service's thread, before each read of the store). */
    void endTimedOutLock() {
        if (lockSeen && !gate.aftLocked()) {
            lockSeen = false;
            gate.aftUnlock();
            gate.apply();
        }
    }

    /** The view from {@code s}, read under the store's lock together with the SAS snapshot's own read. */
    AftView read(MeterStore s, CabinetState st) {
        return build(s, st, st.denominationCents());
    }

    void publish(AftView v) {
        view = v;
    }

    private AftView build(MeterStore s, CabinetState st, long denom) {
        AftTransfers t = AftTransfers.of(s);
        CreditKinds k = CreditKinds.of(s);
        CreditBalances b = k.balances();
        AftRegistration g = t.registration();
        List<AftView.Entry> history = t.newest(AftTransfers.HISTORY).stream().map(this::entry).toList();
        long room = Math.max(0, st.creditLimit() - st.credits()) * denom;
        long[] cumulative = {k.transferredIn(CreditKind.CASHABLE) * denom, k.transferredIn(CreditKind.RESTRICTED) * denom,
            k.transferredIn(CreditKind.NON_RESTRICTED) * denom, k.transferredOut(CreditKind.CASHABLE) * denom,
            k.transferredOut(CreditKind.RESTRICTED) * denom, k.transferredOut(CreditKind.NON_RESTRICTED) * denom};
        AftView.HostCashOut hco = new AftView.HostCashOut(t.hostCashOutFlags(), cabinet.hostCashOutPending());
        return new AftView(asset, new AftView.Registration(g.status(), g.assetNumber(), g.key(), g.posId()),
            availability(st), b.cashable() * denom, b.restricted() * denom, b.nonRestricted() * denom, b.poolId(),
            b.expiry(), room, history, lastResult, cumulative, hco);
    }

    /** Can the cabinet take a transfer or a bonus now (also LP 8A's, {@link BonusService})? */
    static AftView.Availability availability(CabinetState st) {
        if (!st.tilts().isEmpty() || !st.hostDisabled().isEmpty()) {
            return AftView.Availability.UNAVAILABLE;
        }
        return switch (st.kind()) {
            case IDLE, GAME_SELECT, PAID, HELP -> AftView.Availability.READY;
            case PLAYING, PRESENTING -> AftView.Availability.ROUND_UNDER_WAY;
            default -> AftView.Availability.UNAVAILABLE;
        };
    }

    private AftView.Entry entry(AftTransferRecord r) {
        long date = 0;
        long time = 0;
        int position = 0;
        if (r.stored()) {
            ZonedDateTime at = r.at().atZone(clock.getZone());
            date = at.getMonthValue() * 1_000_000L + at.getDayOfMonth() * 10_000L + at.getYear();
            time = at.getHour() * 10_000L + at.getMinute() * 100L + at.getSecond();
            position = (int) ((r.id() - 1) % AftPolls.MAX_BUFFER_INDEX) + 1;
        }
        return new AftView.Entry(position, r.transactionId(), r.type(), r.status(), r.cashableCents(),
            r.restrictedCents(), r.nonRestrictedCents(), r.flags(), r.poolId(), r.expiry(), date, time);
    }

    @Override
    public void register(AftView.Registration r) {
        mailbox.task(() -> {
            cabinet.withStore(s -> AftTransfers.of(s).register(new AftRegistration(r.status(), r.assetNumber(), r.key(),
                r.posId(), clock.instant())));
            LOG.log(System.Logger.Level.INFO, String.format("SAS host: AFT registration %02X, asset %d, POS id %d",
                r.status(), r.assetNumber(), r.posId()));
        });
    }

    @Override
    public void transfer(AftOrder o) {
        long limit = cabinet.config().creditLimit();
        AftTransferRequest q = new AftTransferRequest(o.transactionId(), o.type(), o.cashableCents(), o.restrictedCents(),
            o.nonRestrictedCents(), o.partialAllowed(), o.poolId(), o.expiry(), o.flags(), limit);
        mailbox.task(() -> LOG.log(System.Logger.Level.INFO, "SAS host: AFT transfer " + o.transactionId() + " ("
            + o.cashableCents() + "/" + o.restrictedCents() + "/" + o.nonRestrictedCents() + " cents)"));
        cabinet.aftHost().transfer(q, r -> {
            lastResult = Optional.of(entry(r));
            mailbox.wake();
        });
    }

    @Override
    public void lock(long untilNanos) {
        gate.aftLock(untilNanos);
        mailbox.task(() -> {
            lockSeen = true;
            gate.apply();
        });
    }

    @Override
    public void unlock() {
        gate.aftUnlock();
        mailbox.task(gate::apply);
    }
}
