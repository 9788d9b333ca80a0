package io.opencab.sas;

import io.opencab.sas.aft.AftOrder;
import io.opencab.sas.aft.AftPolls;
import io.opencab.sas.aft.AftPort;
import io.opencab.sas.aft.AftView;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** The cabinet's side of the AFT polls in the sas tests: records what the polls hand on. */
final class RecordingAftPort implements AftPort {
    final List<String> calls = new ArrayList<>();
    final List<AftOrder> orders = new ArrayList<>();

    /** Registers the AFT polls on {@code f}'s responder, answering from {@code view}, handing on to a new port. */
    static RecordingAftPort on(Fixture f, Supplier<AftView> view) {
        return on(f, view, false);
    }

    /** The same, with bonus transfers (types 10, 11) offered or not. */
    static RecordingAftPort on(Fixture f, Supplier<AftView> view, boolean bonus) {
        RecordingAftPort port = new RecordingAftPort();
        new AftPolls(view, port, () -> f.nanos, bonus).register(f.responder.longPolls());
        return port;
    }

    @Override
    public void register(AftView.Registration r) {
        calls.add(String.format("register %02X %d", r.status(), r.assetNumber()));
    }

    @Override
    public void transfer(AftOrder o) {
        orders.add(o);
        calls.add("transfer " + o.transactionId() + " " + o.cashableCents());
    }

    @Override
    public void lock(long untilNanos) {
        calls.add("lock " + untilNanos);
    }

    @Override
    public void unlock() {
        calls.add("unlock");
    }
}
