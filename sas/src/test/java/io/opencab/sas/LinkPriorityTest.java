package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The link thread's operating-system priority (docs/sas.md "Timing"), set on a thread of the test's own. */
class LinkPriorityTest {
    private static Optional<String> onAThreadOfItsOwn(int nice) throws InterruptedException {
        AtomicReference<Optional<String>> result = new AtomicReference<>();
        Thread t = Thread.ofPlatform().start(() -> result.set(LinkPriority.raise(nice)));
        t.join();
        return result.get();
    }

    @Test
    void onLinuxAThreadCanBeSetToItsOwnNiceValue() throws InterruptedException {
        Optional<String> r = onAThreadOfItsOwn(0);
        if (System.getProperty("os.name").equals("Linux")) {
            assertEquals(Optional.empty(), r, "nice 0 needs no right");
        } else {
            assertEquals(Optional.of("not Linux"), r);
        }
    }

    @Test
    void aPriorityThatCannotBeSetIsReportedNotThrown() throws InterruptedException {
        // Nice -20 needs CAP_SYS_NICE: granted (the root of a test machine) or refused, never an exception.
        Optional<String> r = onAThreadOfItsOwn(-20);
        assertTrue(r.isEmpty() || r.get().contains("CAP_SYS_NICE") || r.get().equals("not Linux"), r.toString());
    }
}
