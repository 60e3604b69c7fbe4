(define (problem plan_trial_T00000000_000001_000194)
(:domain alfred)
(:objects
        agent1 - agent
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        KnifeType - otype
        LadleType - otype
        LettuceType - otype
        PlateType - otype
        PotType - otype
        PotatoType - otype
        SpatulaType - otype
        Pot_bar__minus_00_dot_65_bar__plus_00_dot_28_bar__plus_00_dot_26 - object
        Bread_bar__plus_00_dot_92_bar__plus_01_dot_06_bar__plus_02_dot_52 - object
        ButterKnife_bar__minus_00_dot_51_bar__plus_00_dot_99_bar__minus_01_dot_69 - object
        ButterKnife_bar__minus_00_dot_58_bar__plus_01_dot_28_bar__minus_02_dot_98 - object
        CellPhone_bar__minus_01_dot_71_bar__plus_00_dot_65_bar__plus_02_dot_15 - object
        CellPhone_bar__plus_00_dot_94_bar__plus_00_dot_47_bar__plus_01_dot_20 - object
        Ladle_bar__minus_02_dot_88_bar__plus_01_dot_25_bar__minus_02_dot_43 - object
        Ladle_bar__plus_01_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_00 - object
        Lettuce_bar__minus_01_dot_35_bar__plus_00_dot_40_bar__plus_00_dot_06 - object
        Plate_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_65 - object
        Potato_bar__minus_01_dot_73_bar__plus_01_dot_33_bar__minus_00_dot_47 - object
        Potato_bar__minus_00_dot_44_bar__plus_00_dot_30_bar__minus_00_dot_34 - object
        Spatula_bar__plus_01_dot_99_bar__plus_00_dot_55_bar__plus_00_dot_69 - object
        Spatula_bar__minus_01_dot_18_bar__plus_00_dot_26_bar__minus_02_dot_49 - object
        CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 - receptacle
        CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 - receptacle
        CounterTop_bar__minus_01_dot_01_bar__plus_00_dot_94_bar__minus_00_dot_04 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 - receptacle
        Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 - receptacle
        Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin - receptacle
        loc_bar_0_bar_4_bar_2_bar_30 - location
        loc_bar_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar_10_bar__minus_2_bar_1_bar_30 - location
        loc_bar_3_bar_10_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_3_bar_30 - location
        loc_bar_9_bar_0_bar_2_bar_30 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
        loc_bar_9_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_1_bar_2_bar_0_bar_30 - location
        loc_bar__minus_1_bar_2_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar_10_bar_3_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (receptacleType CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_01_bar__plus_00_dot_94_bar__minus_00_dot_04 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_01_bar__plus_00_dot_94_bar__minus_00_dot_04 loc_bar__minus_1_bar_2_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70 loc_bar_9_bar__minus_1_bar_0_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 loc_bar_9_bar_0_bar_2_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78)
        (receptacleType Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 loc_bar_4_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10 loc_bar_0_bar_4_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (receptacleType Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin loc_bar_10_bar__minus_1_bar_1_bar_30)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CellPhoneType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (objectType Pot_bar__minus_00_dot_65_bar__plus_00_dot_28_bar__plus_00_dot_26 PotType)
        (inReceptacle Pot_bar__minus_00_dot_65_bar__plus_00_dot_28_bar__plus_00_dot_26 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Pot_bar__minus_00_dot_65_bar__plus_00_dot_28_bar__plus_00_dot_26 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Pot_bar__minus_00_dot_65_bar__plus_00_dot_28_bar__plus_00_dot_26)
        (cleanable Pot_bar__minus_00_dot_65_bar__plus_00_dot_28_bar__plus_00_dot_26)
        (coolable Pot_bar__minus_00_dot_65_bar__plus_00_dot_28_bar__plus_00_dot_26)
        (isReceptacleObject Pot_bar__minus_00_dot_65_bar__plus_00_dot_28_bar__plus_00_dot_26)
        (objectType Bread_bar__plus_00_dot_92_bar__plus_01_dot_06_bar__plus_02_dot_52 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_92_bar__plus_01_dot_06_bar__plus_02_dot_52 CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02)
        (objectAtLocation Bread_bar__plus_00_dot_92_bar__plus_01_dot_06_bar__plus_02_dot_52 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (pickupable Bread_bar__plus_00_dot_92_bar__plus_01_dot_06_bar__plus_02_dot_52)
        (heatable Bread_bar__plus_00_dot_92_bar__plus_01_dot_06_bar__plus_02_dot_52)
        (coolable Bread_bar__plus_00_dot_92_bar__plus_01_dot_06_bar__plus_02_dot_52)
        (sliceable Bread_bar__plus_00_dot_92_bar__plus_01_dot_06_bar__plus_02_dot_52)
        (objectType ButterKnife_bar__minus_00_dot_51_bar__plus_00_dot_99_bar__minus_01_dot_69 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_51_bar__plus_00_dot_99_bar__minus_01_dot_69 Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41)
        (objectAtLocation ButterKnife_bar__minus_00_dot_51_bar__plus_00_dot_99_bar__minus_01_dot_69 loc_bar_9_bar_2_bar_2_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_51_bar__plus_00_dot_99_bar__minus_01_dot_69)
        (cleanable ButterKnife_bar__minus_00_dot_51_bar__plus_00_dot_99_bar__minus_01_dot_69)
        (objectType ButterKnife_bar__minus_00_dot_58_bar__plus_01_dot_28_bar__minus_02_dot_98 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_58_bar__plus_01_dot_28_bar__minus_02_dot_98 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43)
        (objectAtLocation ButterKnife_bar__minus_00_dot_58_bar__plus_01_dot_28_bar__minus_02_dot_98 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_58_bar__plus_01_dot_28_bar__minus_02_dot_98)
        (cleanable ButterKnife_bar__minus_00_dot_58_bar__plus_01_dot_28_bar__minus_02_dot_98)
        (objectType CellPhone_bar__minus_01_dot_71_bar__plus_00_dot_65_bar__plus_02_dot_15 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_71_bar__plus_00_dot_65_bar__plus_02_dot_15 Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41)
        (objectAtLocation CellPhone_bar__minus_01_dot_71_bar__plus_00_dot_65_bar__plus_02_dot_15 loc_bar_9_bar_2_bar_2_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_71_bar__plus_00_dot_65_bar__plus_02_dot_15)
        (objectType CellPhone_bar__plus_00_dot_94_bar__plus_00_dot_47_bar__plus_01_dot_20 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_94_bar__plus_00_dot_47_bar__plus_01_dot_20 Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78)
        (objectAtLocation CellPhone_bar__plus_00_dot_94_bar__plus_00_dot_47_bar__plus_01_dot_20 loc_bar_9_bar_0_bar_2_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_94_bar__plus_00_dot_47_bar__plus_01_dot_20)
        (objectType Ladle_bar__minus_02_dot_88_bar__plus_01_dot_25_bar__minus_02_dot_43 LadleType)
        (inReceptacle Ladle_bar__minus_02_dot_88_bar__plus_01_dot_25_bar__minus_02_dot_43 CounterTop_bar__minus_01_dot_01_bar__plus_00_dot_94_bar__minus_00_dot_04)
        (objectAtLocation Ladle_bar__minus_02_dot_88_bar__plus_01_dot_25_bar__minus_02_dot_43 loc_bar__minus_1_bar_2_bar_3_bar_30)
        (pickupable Ladle_bar__minus_02_dot_88_bar__plus_01_dot_25_bar__minus_02_dot_43)
        (cleanable Ladle_bar__minus_02_dot_88_bar__plus_01_dot_25_bar__minus_02_dot_43)
        (objectType Ladle_bar__plus_01_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_00 LadleType)
        (inReceptacle Ladle_bar__plus_01_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_00 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10)
        (objectAtLocation Ladle_bar__plus_01_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_00 loc_bar_0_bar_4_bar_2_bar_30)
        (pickupable Ladle_bar__plus_01_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_00)
        (cleanable Ladle_bar__plus_01_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_00)
        (objectType Lettuce_bar__minus_01_dot_35_bar__plus_00_dot_40_bar__plus_00_dot_06 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_35_bar__plus_00_dot_40_bar__plus_00_dot_06 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (objectAtLocation Lettuce_bar__minus_01_dot_35_bar__plus_00_dot_40_bar__plus_00_dot_06 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_35_bar__plus_00_dot_40_bar__plus_00_dot_06)
        (cleanable Lettuce_bar__minus_01_dot_35_bar__plus_00_dot_40_bar__plus_00_dot_06)
        (coolable Lettuce_bar__minus_01_dot_35_bar__plus_00_dot_40_bar__plus_00_dot_06)
        (sliceable Lettuce_bar__minus_01_dot_35_bar__plus_00_dot_40_bar__plus_00_dot_06)
        (objectType Plate_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_65 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_65 CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02)
        (objectAtLocation Plate_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_65 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (pickupable Plate_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_65)
        (cleanable Plate_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_65)
        (heatable Plate_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_65)
        (coolable Plate_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_65)
        (isReceptacleObject Plate_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_65)
        (objectType Potato_bar__minus_01_dot_73_bar__plus_01_dot_33_bar__minus_00_dot_47 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_73_bar__plus_01_dot_33_bar__minus_00_dot_47 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Potato_bar__minus_01_dot_73_bar__plus_01_dot_33_bar__minus_00_dot_47 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Potato_bar__minus_01_dot_73_bar__plus_01_dot_33_bar__minus_00_dot_47)
        (cleanable Potato_bar__minus_01_dot_73_bar__plus_01_dot_33_bar__minus_00_dot_47)
        (heatable Potato_bar__minus_01_dot_73_bar__plus_01_dot_33_bar__minus_00_dot_47)
        (coolable Potato_bar__minus_01_dot_73_bar__plus_01_dot_33_bar__minus_00_dot_47)
        (sliceable Potato_bar__minus_01_dot_73_bar__plus_01_dot_33_bar__minus_00_dot_47)
        (objectType Potato_bar__minus_00_dot_44_bar__plus_00_dot_30_bar__minus_00_dot_34 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_44_bar__plus_00_dot_30_bar__minus_00_dot_34 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Potato_bar__minus_00_dot_44_bar__plus_00_dot_30_bar__minus_00_dot_34 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Potato_bar__minus_00_dot_44_bar__plus_00_dot_30_bar__minus_00_dot_34)
        (cleanable Potato_bar__minus_00_dot_44_bar__plus_00_dot_30_bar__minus_00_dot_34)
        (heatable Potato_bar__minus_00_dot_44_bar__plus_00_dot_30_bar__minus_00_dot_34)
        (coolable Potato_bar__minus_00_dot_44_bar__plus_00_dot_30_bar__minus_00_dot_34)
        (sliceable Potato_bar__minus_00_dot_44_bar__plus_00_dot_30_bar__minus_00_dot_34)
        (objectType Spatula_bar__plus_01_dot_99_bar__plus_00_dot_55_bar__plus_00_dot_69 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_99_bar__plus_00_dot_55_bar__plus_00_dot_69 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43)
        (objectAtLocation Spatula_bar__plus_01_dot_99_bar__plus_00_dot_55_bar__plus_00_dot_69 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable Spatula_bar__plus_01_dot_99_bar__plus_00_dot_55_bar__plus_00_dot_69)
        (cleanable Spatula_bar__plus_01_dot_99_bar__plus_00_dot_55_bar__plus_00_dot_69)
        (objectType Spatula_bar__minus_01_dot_18_bar__plus_00_dot_26_bar__minus_02_dot_49 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_18_bar__plus_00_dot_26_bar__minus_02_dot_49 Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78)
        (objectAtLocation Spatula_bar__minus_01_dot_18_bar__plus_00_dot_26_bar__minus_02_dot_49 loc_bar_9_bar_0_bar_2_bar_30)
        (pickupable Spatula_bar__minus_01_dot_18_bar__plus_00_dot_26_bar__minus_02_dot_49)
        (cleanable Spatula_bar__minus_01_dot_18_bar__plus_00_dot_26_bar__minus_02_dot_49)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
