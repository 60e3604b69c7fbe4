(define (problem plan_trial_T00000000_000001_000062)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        FloorLampType - otype
        KnifeType - otype
        PillowType - otype
        StatueType - otype
        VaseType - otype
        FloorLamp_bar__plus_02_dot_54_bar__plus_00_dot_12_bar__minus_00_dot_10 - object
        Pillow_bar__minus_01_dot_68_bar__plus_00_dot_99_bar__minus_01_dot_54 - object
        Box_bar__plus_01_dot_54_bar__plus_01_dot_34_bar__plus_02_dot_04 - object
        Statue_bar__plus_00_dot_56_bar__plus_01_dot_46_bar__plus_01_dot_20 - object
        Statue_bar__plus_00_dot_95_bar__plus_00_dot_88_bar__minus_01_dot_65 - object
        Vase_bar__plus_02_dot_75_bar__plus_01_dot_35_bar__minus_01_dot_55 - object
        ArmChair_bar__minus_00_dot_56_bar__plus_00_dot_00_bar__plus_01_dot_95 - receptacle
        DiningTable_bar__minus_03_dot_10_bar__plus_00_dot_00_bar__minus_03_dot_61 - receptacle
        Drawer_bar__plus_01_dot_75_bar__plus_00_dot_78_bar__plus_01_dot_09 - receptacle
        GarbageCan_bar__minus_01_dot_34_bar__plus_00_dot_00_bar__minus_04_dot_83 - receptacle
        Ottoman_bar__minus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_05 - receptacle
        Shelf_bar__minus_00_dot_61_bar__plus_00_dot_88_bar__minus_02_dot_83 - receptacle
        Shelf_bar__minus_02_dot_08_bar__plus_00_dot_17_bar__plus_01_dot_14 - receptacle
        Shelf_bar__minus_02_dot_09_bar__plus_00_dot_17_bar__plus_00_dot_40 - receptacle
        Shelf_bar__minus_02_dot_09_bar__plus_00_dot_41_bar__plus_00_dot_40 - receptacle
        SideTable_bar__plus_01_dot_83_bar__plus_00_dot_00_bar__plus_01_dot_09 - receptacle
        Sofa_bar__plus_00_dot_78_bar__plus_00_dot_00_bar__minus_00_dot_51 - receptacle
        loc_bar_0_bar__minus_1_bar_0_bar_30 - location
        loc_bar_4_bar_4_bar_1_bar_30 - location
        loc_bar_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_16_bar__minus_15_bar_1_bar_30 - location
        loc_bar__minus_2_bar_7_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_4_bar_0_bar_3_bar_30 - location
        loc_bar__minus_4_bar_2_bar_3_bar_30 - location
        loc_bar__minus_5_bar_3_bar_3_bar_30 - location
        loc_bar__minus_7_bar_7_bar_1_bar_30 - location
        loc_bar__minus_9_bar__minus_17_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar_7_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_56_bar__plus_00_dot_00_bar__plus_01_dot_95 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_56_bar__plus_00_dot_00_bar__plus_01_dot_95 loc_bar__minus_7_bar_7_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_10_bar__plus_00_dot_00_bar__minus_03_dot_61 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_10_bar__plus_00_dot_00_bar__minus_03_dot_61 loc_bar__minus_16_bar__minus_15_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_75_bar__plus_00_dot_78_bar__plus_01_dot_09 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_75_bar__plus_00_dot_78_bar__plus_01_dot_09 loc_bar_4_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_75_bar__plus_00_dot_78_bar__plus_01_dot_09)
        (receptacleType GarbageCan_bar__minus_01_dot_34_bar__plus_00_dot_00_bar__minus_04_dot_83 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_34_bar__plus_00_dot_00_bar__minus_04_dot_83 loc_bar__minus_9_bar__minus_17_bar_1_bar_30)
        (receptacleType Ottoman_bar__minus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_05 OttomanType)
        (receptacleAtLocation Ottoman_bar__minus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_05 loc_bar_0_bar__minus_1_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_61_bar__plus_00_dot_88_bar__minus_02_dot_83 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_61_bar__plus_00_dot_88_bar__minus_02_dot_83 loc_bar__minus_2_bar__minus_8_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_08_bar__plus_00_dot_17_bar__plus_01_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_08_bar__plus_00_dot_17_bar__plus_01_dot_14 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_09_bar__plus_00_dot_17_bar__plus_00_dot_40 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_09_bar__plus_00_dot_17_bar__plus_00_dot_40 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_09_bar__plus_00_dot_41_bar__plus_00_dot_40 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_09_bar__plus_00_dot_41_bar__plus_00_dot_40 loc_bar__minus_5_bar_3_bar_3_bar_30)
        (receptacleType SideTable_bar__plus_01_dot_83_bar__plus_00_dot_00_bar__plus_01_dot_09 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_83_bar__plus_00_dot_00_bar__plus_01_dot_09 loc_bar_5_bar_4_bar_1_bar_30)
        (receptacleType Sofa_bar__plus_00_dot_78_bar__plus_00_dot_00_bar__minus_00_dot_51 SofaType)
        (receptacleAtLocation Sofa_bar__plus_00_dot_78_bar__plus_00_dot_00_bar__minus_00_dot_51 loc_bar__minus_2_bar__minus_3_bar_1_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType PillowType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain OttomanType BoxType)
        (canContain OttomanType PillowType)
        (canContain ShelfType BoxType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType PillowType)
        (objectType FloorLamp_bar__plus_02_dot_54_bar__plus_00_dot_12_bar__minus_00_dot_10 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_02_dot_54_bar__plus_00_dot_12_bar__minus_00_dot_10 Shelf_bar__minus_02_dot_09_bar__plus_00_dot_41_bar__plus_00_dot_40)
        (objectAtLocation FloorLamp_bar__plus_02_dot_54_bar__plus_00_dot_12_bar__minus_00_dot_10 loc_bar__minus_5_bar_3_bar_3_bar_30)
        (toggleable FloorLamp_bar__plus_02_dot_54_bar__plus_00_dot_12_bar__minus_00_dot_10)
        (objectType Pillow_bar__minus_01_dot_68_bar__plus_00_dot_99_bar__minus_01_dot_54 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_68_bar__plus_00_dot_99_bar__minus_01_dot_54 Sofa_bar__plus_00_dot_78_bar__plus_00_dot_00_bar__minus_00_dot_51)
        (objectAtLocation Pillow_bar__minus_01_dot_68_bar__plus_00_dot_99_bar__minus_01_dot_54 loc_bar__minus_2_bar__minus_3_bar_1_bar_30)
        (pickupable Pillow_bar__minus_01_dot_68_bar__plus_00_dot_99_bar__minus_01_dot_54)
        (objectType Box_bar__plus_01_dot_54_bar__plus_01_dot_34_bar__plus_02_dot_04 BoxType)
        (inReceptacle Box_bar__plus_01_dot_54_bar__plus_01_dot_34_bar__plus_02_dot_04 Shelf_bar__minus_02_dot_08_bar__plus_00_dot_17_bar__plus_01_dot_14)
        (objectAtLocation Box_bar__plus_01_dot_54_bar__plus_01_dot_34_bar__plus_02_dot_04 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (pickupable Box_bar__plus_01_dot_54_bar__plus_01_dot_34_bar__plus_02_dot_04)
        (isReceptacleObject Box_bar__plus_01_dot_54_bar__plus_01_dot_34_bar__plus_02_dot_04)
        (objectType Statue_bar__plus_00_dot_56_bar__plus_01_dot_46_bar__plus_01_dot_20 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_56_bar__plus_01_dot_46_bar__plus_01_dot_20 Shelf_bar__minus_02_dot_09_bar__plus_00_dot_17_bar__plus_00_dot_40)
        (objectAtLocation Statue_bar__plus_00_dot_56_bar__plus_01_dot_46_bar__plus_01_dot_20 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Statue_bar__plus_00_dot_56_bar__plus_01_dot_46_bar__plus_01_dot_20)
        (objectType Statue_bar__plus_00_dot_95_bar__plus_00_dot_88_bar__minus_01_dot_65 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_95_bar__plus_00_dot_88_bar__minus_01_dot_65 Shelf_bar__minus_02_dot_09_bar__plus_00_dot_41_bar__plus_00_dot_40)
        (objectAtLocation Statue_bar__plus_00_dot_95_bar__plus_00_dot_88_bar__minus_01_dot_65 loc_bar__minus_5_bar_3_bar_3_bar_30)
        (pickupable Statue_bar__plus_00_dot_95_bar__plus_00_dot_88_bar__minus_01_dot_65)
        (objectType Vase_bar__plus_02_dot_75_bar__plus_01_dot_35_bar__minus_01_dot_55 VaseType)
        (inReceptacle Vase_bar__plus_02_dot_75_bar__plus_01_dot_35_bar__minus_01_dot_55 Shelf_bar__minus_02_dot_08_bar__plus_00_dot_17_bar__plus_01_dot_14)
        (objectAtLocation Vase_bar__plus_02_dot_75_bar__plus_01_dot_35_bar__minus_01_dot_55 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (pickupable Vase_bar__plus_02_dot_75_bar__plus_01_dot_35_bar__minus_01_dot_55)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot FloorLampType)
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
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
