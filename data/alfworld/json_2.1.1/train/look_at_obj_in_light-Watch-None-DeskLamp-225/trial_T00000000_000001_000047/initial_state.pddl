(define (problem plan_trial_T00000000_000001_000047)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        NewspaperType - otype
        PillowType - otype
        StatueType - otype
        VaseType - otype
        WatchType - otype
        DeskLamp_bar__plus_01_dot_96_bar__plus_00_dot_64_bar__minus_01_dot_75 - object
        Watch_bar__minus_01_dot_09_bar__plus_00_dot_39_bar__minus_01_dot_40 - object
        Watch_bar__minus_01_dot_44_bar__plus_01_dot_43_bar__minus_00_dot_14 - object
        Watch_bar__minus_02_dot_60_bar__plus_00_dot_55_bar__plus_00_dot_27 - object
        Box_bar__minus_01_dot_43_bar__plus_00_dot_14_bar__plus_01_dot_52 - object
        KeyChain_bar__minus_01_dot_06_bar__plus_01_dot_38_bar__plus_02_dot_05 - object
        KeyChain_bar__plus_01_dot_33_bar__plus_01_dot_34_bar__plus_00_dot_01 - object
        Newspaper_bar__plus_00_dot_20_bar__plus_00_dot_10_bar__minus_00_dot_51 - object
        Pillow_bar__plus_01_dot_97_bar__plus_01_dot_20_bar__plus_01_dot_08 - object
        Statue_bar__minus_02_dot_75_bar__plus_00_dot_89_bar__plus_00_dot_87 - object
        Statue_bar__plus_00_dot_66_bar__plus_00_dot_16_bar__plus_01_dot_34 - object
        Vase_bar__plus_02_dot_38_bar__plus_00_dot_91_bar__plus_01_dot_10 - object
        ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57 - receptacle
        Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34 - receptacle
        Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67 - receptacle
        Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04 - receptacle
        Shelf_bar__minus_00_dot_46_bar__plus_00_dot_48_bar__plus_02_dot_30 - receptacle
        Shelf_bar__minus_00_dot_46_bar__plus_00_dot_57_bar__plus_03_dot_04 - receptacle
        Shelf_bar__minus_00_dot_47_bar__plus_00_dot_18_bar__plus_02_dot_30 - receptacle
        SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35 - receptacle
        Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56 - receptacle
        Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90 - receptacle
        loc_bar__minus_10_bar_13_bar_0_bar_30 - location
        loc_bar__minus_11_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_13_bar_8_bar_3_bar_30 - location
        loc_bar__minus_15_bar_17_bar_2_bar_30 - location
        loc_bar__minus_17_bar_17_bar_2_bar_30 - location
        loc_bar__minus_4_bar_7_bar_2_bar_30 - location
        loc_bar__minus_5_bar_11_bar_1_bar_30 - location
        loc_bar__minus_5_bar_14_bar_1_bar_30 - location
        loc_bar__minus_6_bar_14_bar_1_bar_30 - location
        loc_bar__minus_6_bar_7_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar__minus_2_bar_3_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57 loc_bar__minus_4_bar_7_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34 loc_bar__minus_15_bar_17_bar_2_bar_30)
        (openable Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34)
        (receptacleType Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04 loc_bar__minus_6_bar_14_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_46_bar__plus_00_dot_48_bar__plus_02_dot_30 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_46_bar__plus_00_dot_48_bar__plus_02_dot_30 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_46_bar__plus_00_dot_57_bar__plus_03_dot_04 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_46_bar__plus_00_dot_57_bar__plus_03_dot_04 loc_bar__minus_5_bar_14_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_47_bar__plus_00_dot_18_bar__plus_02_dot_30 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_47_bar__plus_00_dot_18_bar__plus_02_dot_30 loc_bar__minus_6_bar_7_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35 loc_bar__minus_17_bar_17_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (receptacleType Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90 SofaType)
        (receptacleAtLocation Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90 loc_bar__minus_13_bar_8_bar_3_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType WatchType)
        (canContain ShelfType BoxType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType DeskLamp_bar__plus_01_dot_96_bar__plus_00_dot_64_bar__minus_01_dot_75 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_96_bar__plus_00_dot_64_bar__minus_01_dot_75 Shelf_bar__minus_00_dot_47_bar__plus_00_dot_18_bar__plus_02_dot_30)
        (objectAtLocation DeskLamp_bar__plus_01_dot_96_bar__plus_00_dot_64_bar__minus_01_dot_75 loc_bar__minus_6_bar_7_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_96_bar__plus_00_dot_64_bar__minus_01_dot_75)
        (objectType Watch_bar__minus_01_dot_09_bar__plus_00_dot_39_bar__minus_01_dot_40 WatchType)
        (inReceptacle Watch_bar__minus_01_dot_09_bar__plus_00_dot_39_bar__minus_01_dot_40 SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35)
        (objectAtLocation Watch_bar__minus_01_dot_09_bar__plus_00_dot_39_bar__minus_01_dot_40 loc_bar__minus_17_bar_17_bar_2_bar_30)
        (pickupable Watch_bar__minus_01_dot_09_bar__plus_00_dot_39_bar__minus_01_dot_40)
        (objectType Watch_bar__minus_01_dot_44_bar__plus_01_dot_43_bar__minus_00_dot_14 WatchType)
        (inReceptacle Watch_bar__minus_01_dot_44_bar__plus_01_dot_43_bar__minus_00_dot_14 Shelf_bar__minus_00_dot_46_bar__plus_00_dot_57_bar__plus_03_dot_04)
        (objectAtLocation Watch_bar__minus_01_dot_44_bar__plus_01_dot_43_bar__minus_00_dot_14 loc_bar__minus_5_bar_14_bar_1_bar_30)
        (pickupable Watch_bar__minus_01_dot_44_bar__plus_01_dot_43_bar__minus_00_dot_14)
        (objectType Watch_bar__minus_02_dot_60_bar__plus_00_dot_55_bar__plus_00_dot_27 WatchType)
        (inReceptacle Watch_bar__minus_02_dot_60_bar__plus_00_dot_55_bar__plus_00_dot_27 Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04)
        (objectAtLocation Watch_bar__minus_02_dot_60_bar__plus_00_dot_55_bar__plus_00_dot_27 loc_bar__minus_6_bar_14_bar_1_bar_30)
        (pickupable Watch_bar__minus_02_dot_60_bar__plus_00_dot_55_bar__plus_00_dot_27)
        (objectType Box_bar__minus_01_dot_43_bar__plus_00_dot_14_bar__plus_01_dot_52 BoxType)
        (inReceptacle Box_bar__minus_01_dot_43_bar__plus_00_dot_14_bar__plus_01_dot_52 SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35)
        (objectAtLocation Box_bar__minus_01_dot_43_bar__plus_00_dot_14_bar__plus_01_dot_52 loc_bar__minus_17_bar_17_bar_2_bar_30)
        (pickupable Box_bar__minus_01_dot_43_bar__plus_00_dot_14_bar__plus_01_dot_52)
        (isReceptacleObject Box_bar__minus_01_dot_43_bar__plus_00_dot_14_bar__plus_01_dot_52)
        (objectType KeyChain_bar__minus_01_dot_06_bar__plus_01_dot_38_bar__plus_02_dot_05 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_06_bar__plus_01_dot_38_bar__plus_02_dot_05 Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56)
        (objectAtLocation KeyChain_bar__minus_01_dot_06_bar__plus_01_dot_38_bar__plus_02_dot_05 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_06_bar__plus_01_dot_38_bar__plus_02_dot_05)
        (objectType KeyChain_bar__plus_01_dot_33_bar__plus_01_dot_34_bar__plus_00_dot_01 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_33_bar__plus_01_dot_34_bar__plus_00_dot_01 ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57)
        (objectAtLocation KeyChain_bar__plus_01_dot_33_bar__plus_01_dot_34_bar__plus_00_dot_01 loc_bar__minus_4_bar_7_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_33_bar__plus_01_dot_34_bar__plus_00_dot_01)
        (objectType Newspaper_bar__plus_00_dot_20_bar__plus_00_dot_10_bar__minus_00_dot_51 NewspaperType)
        (inReceptacle Newspaper_bar__plus_00_dot_20_bar__plus_00_dot_10_bar__minus_00_dot_51 SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35)
        (objectAtLocation Newspaper_bar__plus_00_dot_20_bar__plus_00_dot_10_bar__minus_00_dot_51 loc_bar__minus_17_bar_17_bar_2_bar_30)
        (pickupable Newspaper_bar__plus_00_dot_20_bar__plus_00_dot_10_bar__minus_00_dot_51)
        (objectType Pillow_bar__plus_01_dot_97_bar__plus_01_dot_20_bar__plus_01_dot_08 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_97_bar__plus_01_dot_20_bar__plus_01_dot_08 Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90)
        (objectAtLocation Pillow_bar__plus_01_dot_97_bar__plus_01_dot_20_bar__plus_01_dot_08 loc_bar__minus_13_bar_8_bar_3_bar_30)
        (pickupable Pillow_bar__plus_01_dot_97_bar__plus_01_dot_20_bar__plus_01_dot_08)
        (objectType Statue_bar__minus_02_dot_75_bar__plus_00_dot_89_bar__plus_00_dot_87 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_75_bar__plus_00_dot_89_bar__plus_00_dot_87 Shelf_bar__minus_00_dot_46_bar__plus_00_dot_57_bar__plus_03_dot_04)
        (objectAtLocation Statue_bar__minus_02_dot_75_bar__plus_00_dot_89_bar__plus_00_dot_87 loc_bar__minus_5_bar_14_bar_1_bar_30)
        (pickupable Statue_bar__minus_02_dot_75_bar__plus_00_dot_89_bar__plus_00_dot_87)
        (objectType Statue_bar__plus_00_dot_66_bar__plus_00_dot_16_bar__plus_01_dot_34 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_66_bar__plus_00_dot_16_bar__plus_01_dot_34 Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04)
        (objectAtLocation Statue_bar__plus_00_dot_66_bar__plus_00_dot_16_bar__plus_01_dot_34 loc_bar__minus_6_bar_14_bar_1_bar_30)
        (pickupable Statue_bar__plus_00_dot_66_bar__plus_00_dot_16_bar__plus_01_dot_34)
        (objectType Vase_bar__plus_02_dot_38_bar__plus_00_dot_91_bar__plus_01_dot_10 VaseType)
        (inReceptacle Vase_bar__plus_02_dot_38_bar__plus_00_dot_91_bar__plus_01_dot_10 SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35)
        (objectAtLocation Vase_bar__plus_02_dot_38_bar__plus_00_dot_91_bar__plus_01_dot_10 loc_bar__minus_17_bar_17_bar_2_bar_30)
        (pickupable Vase_bar__plus_02_dot_38_bar__plus_00_dot_91_bar__plus_01_dot_10)
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
                         (objectType ?o WatchType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
