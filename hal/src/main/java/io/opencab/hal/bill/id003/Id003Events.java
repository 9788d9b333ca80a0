package io.opencab.hal.bill.id003;

import io.opencab.hal.bill.BillEvent;
import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import java.util.function.Consumer;

/** Where the host's parts send their events, each stamped with the injected clock. Used under the host's lock. */
final class Id003Events {
    private final Clock clock;
    private final Consumer<BillEvent> sink;

    Id003Events(Clock clock, Consumer<BillEvent> sink) {
        this.clock = Objects.requireNonNull(clock, "clock");
        this.sink = Objects.requireNonNull(sink, "sink");
    }

    Instant now() {
        return clock.instant();
    }

    void emit(BillEvent e) {
        sink.accept(e);
    }

    void protocolError(String detail) {
        emit(new BillEvent.ProtocolError(detail, now()));
    }
}
