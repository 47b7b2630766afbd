"""Python's garbage is collected on the main thread only (ui/garbage.py)."""

import gc
import threading
import weakref


class Node:
    pass


def cyclic_garbage():
    node = Node()
    node.me = node
    return weakref.ref(node)


def test_no_collection_happens_on_another_thread(qapp):
    assert not gc.isenabled()
    gone = cyclic_garbage()

    def allocate():  # a computer player thinking: many objects, far past every threshold
        kept = [Node() for _ in range(20 * gc.get_threshold()[0])]
        del kept

    worker = threading.Thread(target=allocate)
    worker.start()
    worker.join()
    assert gone() is not None  # still there: nothing was collected on the worker


def test_the_main_thread_collects_what_is_due(qapp):
    gone = cyclic_garbage()
    kept = [Node() for _ in range(gc.get_threshold()[0] + 1)]  # gen 0 is due
    assert qapp.collector.collect() is not None
    assert gone() is None
    del kept
    assert qapp.collector.collect() is None  # nothing due right after a collection
