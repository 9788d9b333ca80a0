package io.opencab.ui.present;

import io.opencab.engine.grid.Board;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the boards an outcome carries, in the order its accessors list them, for the generic
 * fallback presentation of a game without a dedicated renderer. Walks records (by component),
 * lists, and the public no-argument accessors of the outcome's own package; bounded in depth
 * and count, so a strange value cannot hang the kiosk.
 */
final class BoardWalk {
    static final int MAX_DEPTH = 8;
    static final int MAX_BOARDS = 400;

    private final List<Board> boards = new ArrayList<>();
    private final Map<Object, Boolean> seen = new IdentityHashMap<>();
    private final String pkg;

    private BoardWalk(Object root) {
        this.pkg = root.getClass().getPackageName();
    }

    static List<Board> boards(Object outcome) {
        BoardWalk w = new BoardWalk(outcome);
        w.visit(outcome, 0);
        return w.boards;
    }

    private void visit(Object o, int depth) {
        if (o == null || depth > MAX_DEPTH || boards.size() >= MAX_BOARDS || seen.put(o, Boolean.TRUE) != null) {
            return;
        }
        if (o instanceof Board b) {
            if (boards.isEmpty() || !boards.getLast().equals(b)) {
                boards.add(b);
            }
            return;
        }
        if (o instanceof List<?> list) {
            for (Object e : list) {
                visit(e, depth + 1);
            }
            return;
        }
        Class<?> c = o.getClass();
        if (!c.getPackageName().equals(pkg)) {
            return;
        }
        try {
            if (c.isRecord()) {
                for (RecordComponent rc : c.getRecordComponents()) {
                    visit(rc.getAccessor().invoke(o), depth + 1);
                }
            } else {
                Method[] methods = c.getDeclaredMethods();
                // Declared order is unspecified: by name, so the same outcome always shows the same way,
                // with free spins and bonus rounds after the base game (they are played after it).
                java.util.Arrays.sort(methods, java.util.Comparator.comparing(BoardWalk::featureLast)
                        .thenComparing(Method::getName));
                for (Method m : methods) {
                    if (Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers())
                            && m.getParameterCount() == 0 && walkable(m.getReturnType())) {
                        visit(m.invoke(o), depth + 1);
                    }
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            // A fallback view: a value it cannot walk shows fewer boards, never a wrong amount.
            System.getLogger(BoardWalk.class.getName()).log(System.Logger.Level.DEBUG,
                    "cannot walk " + c.getName() + ": " + e);
        }
    }

    private static boolean featureLast(Method m) {
        String n = m.getName().toLowerCase(java.util.Locale.ROOT);
        return n.contains("free") || n.contains("bonus");
    }

    private boolean walkable(Class<?> type) {
        return type == Board.class || List.class.isAssignableFrom(type)
                || (!type.isPrimitive() && type.getPackageName().equals(pkg));
    }
}
