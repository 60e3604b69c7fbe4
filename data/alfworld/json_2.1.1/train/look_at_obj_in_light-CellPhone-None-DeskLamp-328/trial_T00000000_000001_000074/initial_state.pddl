(define (problem plan_trial_T00000000_000001_000074)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        DeskLamp_bar__minus_02_dot_73_bar__plus_00_dot_10_bar__plus_02_dot_10 - object
        CellPhone_bar__minus_02_dot_16_bar__plus_00_dot_70_bar__minus_00_dot_76 - object
        CellPhone_bar__minus_00_dot_99_bar__plus_00_dot_62_bar__plus_01_dot_71 - object
        AlarmClock_bar__minus_01_dot_97_bar__plus_01_dot_23_bar__minus_02_dot_84 - object
        Book_bar__minus_00_dot_51_bar__plus_00_dot_26_bar__minus_00_dot_42 - object
        Book_bar__plus_02_dot_97_bar__plus_00_dot_43_bar__plus_01_dot_31 - object
        CD_bar__minus_00_dot_44_bar__plus_00_dot_44_bar__minus_02_dot_62 - object
        CD_bar__plus_00_dot_96_bar__plus_00_dot_71_bar__plus_02_dot_83 - object
        Laptop_bar__minus_02_dot_05_bar__plus_00_dot_04_bar__plus_02_dot_36 - object
        Pen_bar__minus_01_dot_05_bar__plus_01_dot_45_bar__minus_02_dot_77 - object
        Pen_bar__plus_00_dot_44_bar__plus_00_dot_38_bar__minus_02_dot_56 - object
        Pencil_bar__minus_01_dot_46_bar__plus_01_dot_09_bar__plus_00_dot_82 - object
        Pillow_bar__plus_02_dot_97_bar__plus_00_dot_32_bar__minus_02_dot_08 - object
        Pillow_bar__minus_01_dot_95_bar__plus_00_dot_97_bar__plus_00_dot_37 - object
        Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95 - receptacle
        Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59 - receptacle
        Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60 - receptacle
        Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60 - receptacle
        GarbageCan_bar__plus_03_dot_17_bar__plus_00_dot_00_bar__minus_00_dot_27 - receptacle
        Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44 - receptacle
        SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67 - receptacle
        loc_bar_10_bar__minus_2_bar_2_bar_30 - location
        loc_bar_11_bar__minus_2_bar_2_bar_30 - location
        loc_bar_6_bar__minus_4_bar_3_bar_30 - location
        loc_bar_7_bar__minus_2_bar_2_bar_30 - location
        loc_bar_7_bar__minus_3_bar_2_bar_30 - location
        loc_bar_8_bar__minus_9_bar_3_bar_30 - location
        loc_bar_9_bar__minus_3_bar_1_bar_30 - location
        loc_bar_9_bar__minus_3_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar__minus_9_bar_3_bar_30)
        (receptacleType Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (receptacleType Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59 DeskType)
        (receptacleAtLocation Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60 loc_bar_7_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60)
        (receptacleType Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60 loc_bar_9_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60)
        (receptacleType GarbageCan_bar__plus_03_dot_17_bar__plus_00_dot_00_bar__minus_00_dot_27 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_17_bar__plus_00_dot_00_bar__minus_00_dot_27 loc_bar_9_bar__minus_3_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (receptacleType SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BookType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__minus_02_dot_73_bar__plus_00_dot_10_bar__plus_02_dot_10 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_02_dot_73_bar__plus_00_dot_10_bar__plus_02_dot_10 SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67)
        (objectAtLocation DeskLamp_bar__minus_02_dot_73_bar__plus_00_dot_10_bar__plus_02_dot_10 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_02_dot_73_bar__plus_00_dot_10_bar__plus_02_dot_10)
        (objectType CellPhone_bar__minus_02_dot_16_bar__plus_00_dot_70_bar__minus_00_dot_76 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_02_dot_16_bar__plus_00_dot_70_bar__minus_00_dot_76 Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60)
        (objectAtLocation CellPhone_bar__minus_02_dot_16_bar__plus_00_dot_70_bar__minus_00_dot_76 loc_bar_7_bar__minus_2_bar_2_bar_30)
        (pickupable CellPhone_bar__minus_02_dot_16_bar__plus_00_dot_70_bar__minus_00_dot_76)
        (objectType CellPhone_bar__minus_00_dot_99_bar__plus_00_dot_62_bar__plus_01_dot_71 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_00_dot_99_bar__plus_00_dot_62_bar__plus_01_dot_71 Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60)
        (objectAtLocation CellPhone_bar__minus_00_dot_99_bar__plus_00_dot_62_bar__plus_01_dot_71 loc_bar_9_bar__minus_3_bar_3_bar_30)
        (pickupable CellPhone_bar__minus_00_dot_99_bar__plus_00_dot_62_bar__plus_01_dot_71)
        (objectType AlarmClock_bar__minus_01_dot_97_bar__plus_01_dot_23_bar__minus_02_dot_84 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_97_bar__plus_01_dot_23_bar__minus_02_dot_84 SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67)
        (objectAtLocation AlarmClock_bar__minus_01_dot_97_bar__plus_01_dot_23_bar__minus_02_dot_84 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (pickupable AlarmClock_bar__minus_01_dot_97_bar__plus_01_dot_23_bar__minus_02_dot_84)
        (objectType Book_bar__minus_00_dot_51_bar__plus_00_dot_26_bar__minus_00_dot_42 BookType)
        (inReceptacle Book_bar__minus_00_dot_51_bar__plus_00_dot_26_bar__minus_00_dot_42 Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60)
        (objectAtLocation Book_bar__minus_00_dot_51_bar__plus_00_dot_26_bar__minus_00_dot_42 loc_bar_9_bar__minus_3_bar_3_bar_30)
        (pickupable Book_bar__minus_00_dot_51_bar__plus_00_dot_26_bar__minus_00_dot_42)
        (objectType Book_bar__plus_02_dot_97_bar__plus_00_dot_43_bar__plus_01_dot_31 BookType)
        (inReceptacle Book_bar__plus_02_dot_97_bar__plus_00_dot_43_bar__plus_01_dot_31 Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95)
        (objectAtLocation Book_bar__plus_02_dot_97_bar__plus_00_dot_43_bar__plus_01_dot_31 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (pickupable Book_bar__plus_02_dot_97_bar__plus_00_dot_43_bar__plus_01_dot_31)
        (objectType CD_bar__minus_00_dot_44_bar__plus_00_dot_44_bar__minus_02_dot_62 CDType)
        (inReceptacle CD_bar__minus_00_dot_44_bar__plus_00_dot_44_bar__minus_02_dot_62 Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59)
        (objectAtLocation CD_bar__minus_00_dot_44_bar__plus_00_dot_44_bar__minus_02_dot_62 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (pickupable CD_bar__minus_00_dot_44_bar__plus_00_dot_44_bar__minus_02_dot_62)
        (objectType CD_bar__plus_00_dot_96_bar__plus_00_dot_71_bar__plus_02_dot_83 CDType)
        (inReceptacle CD_bar__plus_00_dot_96_bar__plus_00_dot_71_bar__plus_02_dot_83 Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60)
        (objectAtLocation CD_bar__plus_00_dot_96_bar__plus_00_dot_71_bar__plus_02_dot_83 loc_bar_7_bar__minus_2_bar_2_bar_30)
        (pickupable CD_bar__plus_00_dot_96_bar__plus_00_dot_71_bar__plus_02_dot_83)
        (objectType Laptop_bar__minus_02_dot_05_bar__plus_00_dot_04_bar__plus_02_dot_36 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_05_bar__plus_00_dot_04_bar__plus_02_dot_36 SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67)
        (objectAtLocation Laptop_bar__minus_02_dot_05_bar__plus_00_dot_04_bar__plus_02_dot_36 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (pickupable Laptop_bar__minus_02_dot_05_bar__plus_00_dot_04_bar__plus_02_dot_36)
        (objectType Pen_bar__minus_01_dot_05_bar__plus_01_dot_45_bar__minus_02_dot_77 PenType)
        (inReceptacle Pen_bar__minus_01_dot_05_bar__plus_01_dot_45_bar__minus_02_dot_77 Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44)
        (objectAtLocation Pen_bar__minus_01_dot_05_bar__plus_01_dot_45_bar__minus_02_dot_77 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (pickupable Pen_bar__minus_01_dot_05_bar__plus_01_dot_45_bar__minus_02_dot_77)
        (objectType Pen_bar__plus_00_dot_44_bar__plus_00_dot_38_bar__minus_02_dot_56 PenType)
        (inReceptacle Pen_bar__plus_00_dot_44_bar__plus_00_dot_38_bar__minus_02_dot_56 Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60)
        (objectAtLocation Pen_bar__plus_00_dot_44_bar__plus_00_dot_38_bar__minus_02_dot_56 loc_bar_7_bar__minus_2_bar_2_bar_30)
        (pickupable Pen_bar__plus_00_dot_44_bar__plus_00_dot_38_bar__minus_02_dot_56)
        (objectType Pencil_bar__minus_01_dot_46_bar__plus_01_dot_09_bar__plus_00_dot_82 PencilType)
        (inReceptacle Pencil_bar__minus_01_dot_46_bar__plus_01_dot_09_bar__plus_00_dot_82 Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59)
        (objectAtLocation Pencil_bar__minus_01_dot_46_bar__plus_01_dot_09_bar__plus_00_dot_82 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (pickupable Pencil_bar__minus_01_dot_46_bar__plus_01_dot_09_bar__plus_00_dot_82)
        (objectType Pillow_bar__plus_02_dot_97_bar__plus_00_dot_32_bar__minus_02_dot_08 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_97_bar__plus_00_dot_32_bar__minus_02_dot_08 Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95)
        (objectAtLocation Pillow_bar__plus_02_dot_97_bar__plus_00_dot_32_bar__minus_02_dot_08 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (pickupable Pillow_bar__plus_02_dot_97_bar__plus_00_dot_32_bar__minus_02_dot_08)
        (objectType Pillow_bar__minus_01_dot_95_bar__plus_00_dot_97_bar__plus_00_dot_37 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_95_bar__plus_00_dot_97_bar__plus_00_dot_37 Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95)
        (objectAtLocation Pillow_bar__minus_01_dot_95_bar__plus_00_dot_97_bar__plus_00_dot_37 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (pickupable Pillow_bar__minus_01_dot_95_bar__plus_00_dot_97_bar__plus_00_dot_37)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o CellPhoneType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
