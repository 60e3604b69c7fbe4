(define (problem plan_trial_T00000000_000003_000009)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        CDType - otype
        DeskLampType - otype
        KnifeType - otype
        PencilType - otype
        TissueBoxType - otype
        WatchType - otype
        DeskLamp_bar__plus_02_dot_42_bar__plus_01_dot_27_bar__plus_02_dot_87 - object
        CD_bar__plus_02_dot_83_bar__plus_01_dot_17_bar__minus_02_dot_67 - object
        CD_bar__plus_00_dot_99_bar__plus_01_dot_03_bar__minus_00_dot_09 - object
        Bowl_bar__plus_02_dot_26_bar__plus_01_dot_21_bar__minus_00_dot_14 - object
        Bowl_bar__plus_00_dot_84_bar__plus_00_dot_39_bar__plus_01_dot_63 - object
        Pencil_bar__minus_00_dot_52_bar__plus_00_dot_35_bar__plus_00_dot_95 - object
        Pencil_bar__minus_01_dot_87_bar__plus_00_dot_20_bar__minus_00_dot_80 - object
        TissueBox_bar__minus_01_dot_83_bar__plus_00_dot_99_bar__minus_00_dot_96 - object
        TissueBox_bar__plus_01_dot_19_bar__plus_01_dot_33_bar__minus_01_dot_76 - object
        Watch_bar__plus_01_dot_76_bar__plus_00_dot_97_bar__plus_00_dot_46 - object
        Watch_bar__plus_00_dot_98_bar__plus_00_dot_83_bar__plus_01_dot_40 - object
        Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 - receptacle
        Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 - receptacle
        Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 - receptacle
        Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 - receptacle
        Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42 - receptacle
        loc_bar_10_bar__minus_2_bar_2_bar_0 - location
        loc_bar_10_bar__minus_2_bar_2_bar_30 - location
        loc_bar_1_bar__minus_4_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_3_bar_30 - location
        loc_bar_3_bar__minus_2_bar_1_bar_30 - location
        loc_bar_4_bar__minus_2_bar_1_bar_30 - location
        loc_bar_7_bar__minus_3_bar_2_bar_30 - location
        loc_bar_8_bar__minus_2_bar_1_bar_30 - location
        loc_bar_8_bar__minus_3_bar_1_bar_30 - location
        loc_bar_8_bar__minus_3_bar_2_bar_0 - location
        loc_bar_8_bar__minus_3_bar_2_bar_30 - location
        loc_bar_9_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_10_bar_6_bar_0_bar_30 - location
        loc_bar__minus_3_bar__minus_3_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar_6_bar_0_bar_30)
        (receptacleType Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 loc_bar_3_bar_5_bar_3_bar_30)
        (receptacleType Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 DeskType)
        (receptacleAtLocation Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 loc_bar_3_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21 loc_bar_4_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21 loc_bar_8_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 loc_bar_8_bar__minus_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (receptacleType Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 DresserType)
        (receptacleAtLocation Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42 loc_bar_8_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 loc_bar_8_bar__minus_3_bar_2_bar_0)
        (receptacleType Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42 loc_bar_10_bar__minus_2_bar_2_bar_0)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType PencilType)
        (canContain DeskType TissueBoxType)
        (canContain DeskType WatchType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PencilType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType WatchType)
        (canContain DresserType BowlType)
        (canContain DresserType CDType)
        (canContain DresserType PencilType)
        (canContain DresserType TissueBoxType)
        (canContain DresserType WatchType)
        (canContain FridgeType BowlType)
        (canContain MicrowaveType BowlType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType PencilType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType WatchType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_02_dot_42_bar__plus_01_dot_27_bar__plus_02_dot_87 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_02_dot_42_bar__plus_01_dot_27_bar__plus_02_dot_87 Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41)
        (objectAtLocation DeskLamp_bar__plus_02_dot_42_bar__plus_01_dot_27_bar__plus_02_dot_87 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_02_dot_42_bar__plus_01_dot_27_bar__plus_02_dot_87)
        (objectType CD_bar__plus_02_dot_83_bar__plus_01_dot_17_bar__minus_02_dot_67 CDType)
        (inReceptacle CD_bar__plus_02_dot_83_bar__plus_01_dot_17_bar__minus_02_dot_67 Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42)
        (objectAtLocation CD_bar__plus_02_dot_83_bar__plus_01_dot_17_bar__minus_02_dot_67 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (pickupable CD_bar__plus_02_dot_83_bar__plus_01_dot_17_bar__minus_02_dot_67)
        (objectType CD_bar__plus_00_dot_99_bar__plus_01_dot_03_bar__minus_00_dot_09 CDType)
        (inReceptacle CD_bar__plus_00_dot_99_bar__plus_01_dot_03_bar__minus_00_dot_09 Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15)
        (objectAtLocation CD_bar__plus_00_dot_99_bar__plus_01_dot_03_bar__minus_00_dot_09 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (pickupable CD_bar__plus_00_dot_99_bar__plus_01_dot_03_bar__minus_00_dot_09)
        (objectType Bowl_bar__plus_02_dot_26_bar__plus_01_dot_21_bar__minus_00_dot_14 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_26_bar__plus_01_dot_21_bar__minus_00_dot_14 Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42)
        (objectAtLocation Bowl_bar__plus_02_dot_26_bar__plus_01_dot_21_bar__minus_00_dot_14 loc_bar_10_bar__minus_2_bar_2_bar_0)
        (pickupable Bowl_bar__plus_02_dot_26_bar__plus_01_dot_21_bar__minus_00_dot_14)
        (cleanable Bowl_bar__plus_02_dot_26_bar__plus_01_dot_21_bar__minus_00_dot_14)
        (coolable Bowl_bar__plus_02_dot_26_bar__plus_01_dot_21_bar__minus_00_dot_14)
        (isReceptacleObject Bowl_bar__plus_02_dot_26_bar__plus_01_dot_21_bar__minus_00_dot_14)
        (objectType Bowl_bar__plus_00_dot_84_bar__plus_00_dot_39_bar__plus_01_dot_63 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_84_bar__plus_00_dot_39_bar__plus_01_dot_63 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42)
        (objectAtLocation Bowl_bar__plus_00_dot_84_bar__plus_00_dot_39_bar__plus_01_dot_63 loc_bar_8_bar__minus_3_bar_2_bar_30)
        (pickupable Bowl_bar__plus_00_dot_84_bar__plus_00_dot_39_bar__plus_01_dot_63)
        (cleanable Bowl_bar__plus_00_dot_84_bar__plus_00_dot_39_bar__plus_01_dot_63)
        (coolable Bowl_bar__plus_00_dot_84_bar__plus_00_dot_39_bar__plus_01_dot_63)
        (isReceptacleObject Bowl_bar__plus_00_dot_84_bar__plus_00_dot_39_bar__plus_01_dot_63)
        (objectType Pencil_bar__minus_00_dot_52_bar__plus_00_dot_35_bar__plus_00_dot_95 PencilType)
        (inReceptacle Pencil_bar__minus_00_dot_52_bar__plus_00_dot_35_bar__plus_00_dot_95 Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42)
        (objectAtLocation Pencil_bar__minus_00_dot_52_bar__plus_00_dot_35_bar__plus_00_dot_95 loc_bar_8_bar__minus_3_bar_2_bar_0)
        (pickupable Pencil_bar__minus_00_dot_52_bar__plus_00_dot_35_bar__plus_00_dot_95)
        (objectType Pencil_bar__minus_01_dot_87_bar__plus_00_dot_20_bar__minus_00_dot_80 PencilType)
        (inReceptacle Pencil_bar__minus_01_dot_87_bar__plus_00_dot_20_bar__minus_00_dot_80 Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41)
        (objectAtLocation Pencil_bar__minus_01_dot_87_bar__plus_00_dot_20_bar__minus_00_dot_80 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (pickupable Pencil_bar__minus_01_dot_87_bar__plus_00_dot_20_bar__minus_00_dot_80)
        (objectType TissueBox_bar__minus_01_dot_83_bar__plus_00_dot_99_bar__minus_00_dot_96 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_83_bar__plus_00_dot_99_bar__minus_00_dot_96 Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (objectAtLocation TissueBox_bar__minus_01_dot_83_bar__plus_00_dot_99_bar__minus_00_dot_96 loc_bar_8_bar__minus_2_bar_1_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_83_bar__plus_00_dot_99_bar__minus_00_dot_96)
        (objectType TissueBox_bar__plus_01_dot_19_bar__plus_01_dot_33_bar__minus_01_dot_76 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_01_dot_19_bar__plus_01_dot_33_bar__minus_01_dot_76 Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (objectAtLocation TissueBox_bar__plus_01_dot_19_bar__plus_01_dot_33_bar__minus_01_dot_76 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (pickupable TissueBox_bar__plus_01_dot_19_bar__plus_01_dot_33_bar__minus_01_dot_76)
        (objectType Watch_bar__plus_01_dot_76_bar__plus_00_dot_97_bar__plus_00_dot_46 WatchType)
        (inReceptacle Watch_bar__plus_01_dot_76_bar__plus_00_dot_97_bar__plus_00_dot_46 Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42)
        (objectAtLocation Watch_bar__plus_01_dot_76_bar__plus_00_dot_97_bar__plus_00_dot_46 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (pickupable Watch_bar__plus_01_dot_76_bar__plus_00_dot_97_bar__plus_00_dot_46)
        (objectType Watch_bar__plus_00_dot_98_bar__plus_00_dot_83_bar__plus_01_dot_40 WatchType)
        (inReceptacle Watch_bar__plus_00_dot_98_bar__plus_00_dot_83_bar__plus_01_dot_40 Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41)
        (objectAtLocation Watch_bar__plus_00_dot_98_bar__plus_00_dot_83_bar__plus_01_dot_40 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (pickupable Watch_bar__plus_00_dot_98_bar__plus_00_dot_83_bar__plus_01_dot_40)
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
                         (objectType ?o CDType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
