(define (problem plan_trial_T00000000_000001_000225)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        EggType - otype
        KettleType - otype
        KnifeType - otype
        MugType - otype
        PepperShakerType - otype
        SpatulaType - otype
        SpoonType - otype
        DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_00_dot_08 - object
        DishSponge_bar__plus_01_dot_02_bar__plus_00_dot_88_bar__minus_01_dot_89 - object
        DishSponge_bar__plus_00_dot_09_bar__plus_00_dot_09_bar__minus_01_dot_77 - object
        Cup_bar__plus_00_dot_73_bar__plus_00_dot_01_bar__plus_00_dot_39 - object
        Egg_bar__minus_02_dot_11_bar__plus_01_dot_27_bar__plus_00_dot_79 - object
        Kettle_bar__minus_01_dot_48_bar__plus_01_dot_04_bar__minus_02_dot_92 - object
        Mug_bar__minus_00_dot_71_bar__plus_00_dot_47_bar__plus_00_dot_78 - object
        PepperShaker_bar__plus_00_dot_56_bar__plus_01_dot_03_bar__plus_01_dot_56 - object
        PepperShaker_bar__plus_01_dot_58_bar__plus_00_dot_54_bar__plus_00_dot_89 - object
        Spatula_bar__plus_01_dot_39_bar__plus_00_dot_43_bar__plus_02_dot_98 - object
        Spatula_bar__minus_01_dot_32_bar__plus_00_dot_37_bar__minus_00_dot_68 - object
        Spoon_bar__plus_02_dot_74_bar__plus_01_dot_14_bar__plus_00_dot_07 - object
        Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 - receptacle
        Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_67_bar__minus_01_dot_34 - receptacle
        Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33 - receptacle
        CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 - receptacle
        CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 - receptacle
        CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 - receptacle
        Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 - receptacle
        Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 - receptacle
        Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 - receptacle
        Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin - receptacle
        loc_bar_0_bar_2_bar_0_bar_30 - location
        loc_bar_0_bar__minus_1_bar_2_bar_30 - location
        loc_bar_0_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar_10_bar__minus_2_bar_1_bar_30 - location
        loc_bar_1_bar__minus_3_bar_2_bar_0 - location
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar_0 - location
        loc_bar_4_bar__minus_2_bar_0_bar_30 - location
        loc_bar_4_bar__minus_2_bar_3_bar_30 - location
        loc_bar_9_bar_0_bar_2_bar_30 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
        loc_bar__minus_11_bar_0_bar_0_bar_30 - location
        loc_bar__minus_1_bar_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar_2_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar_0_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 loc_bar_2_bar__minus_3_bar_2_bar_0)
        (openable Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_67_bar__minus_01_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_67_bar__minus_01_dot_34 loc_bar_1_bar__minus_3_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_67_bar__minus_01_dot_34)
        (receptacleType Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33 loc_bar_0_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33)
        (receptacleType CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (receptacleType CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 loc_bar_9_bar_0_bar_2_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78)
        (receptacleType Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 loc_bar_4_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32)
        (receptacleType Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 loc_bar__minus_1_bar_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43 loc_bar_0_bar_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43)
        (receptacleType Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin loc_bar_10_bar__minus_1_bar_1_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (objectType DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_00_dot_08 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_00_dot_08 Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51)
        (objectAtLocation DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_00_dot_08 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_00_dot_08)
        (cleanable DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_00_dot_08)
        (objectType DishSponge_bar__plus_01_dot_02_bar__plus_00_dot_88_bar__minus_01_dot_89 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_02_bar__plus_00_dot_88_bar__minus_01_dot_89 Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41)
        (objectAtLocation DishSponge_bar__plus_01_dot_02_bar__plus_00_dot_88_bar__minus_01_dot_89 loc_bar_9_bar_2_bar_2_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_02_bar__plus_00_dot_88_bar__minus_01_dot_89)
        (cleanable DishSponge_bar__plus_01_dot_02_bar__plus_00_dot_88_bar__minus_01_dot_89)
        (objectType DishSponge_bar__plus_00_dot_09_bar__plus_00_dot_09_bar__minus_01_dot_77 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_09_bar__plus_00_dot_09_bar__minus_01_dot_77 Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56)
        (objectAtLocation DishSponge_bar__plus_00_dot_09_bar__plus_00_dot_09_bar__minus_01_dot_77 loc_bar_2_bar__minus_3_bar_2_bar_0)
        (pickupable DishSponge_bar__plus_00_dot_09_bar__plus_00_dot_09_bar__minus_01_dot_77)
        (cleanable DishSponge_bar__plus_00_dot_09_bar__plus_00_dot_09_bar__minus_01_dot_77)
        (objectType Cup_bar__plus_00_dot_73_bar__plus_00_dot_01_bar__plus_00_dot_39 CupType)
        (inReceptacle Cup_bar__plus_00_dot_73_bar__plus_00_dot_01_bar__plus_00_dot_39 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Cup_bar__plus_00_dot_73_bar__plus_00_dot_01_bar__plus_00_dot_39 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Cup_bar__plus_00_dot_73_bar__plus_00_dot_01_bar__plus_00_dot_39)
        (cleanable Cup_bar__plus_00_dot_73_bar__plus_00_dot_01_bar__plus_00_dot_39)
        (heatable Cup_bar__plus_00_dot_73_bar__plus_00_dot_01_bar__plus_00_dot_39)
        (coolable Cup_bar__plus_00_dot_73_bar__plus_00_dot_01_bar__plus_00_dot_39)
        (isReceptacleObject Cup_bar__plus_00_dot_73_bar__plus_00_dot_01_bar__plus_00_dot_39)
        (objectType Egg_bar__minus_02_dot_11_bar__plus_01_dot_27_bar__plus_00_dot_79 EggType)
        (inReceptacle Egg_bar__minus_02_dot_11_bar__plus_01_dot_27_bar__plus_00_dot_79 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Egg_bar__minus_02_dot_11_bar__plus_01_dot_27_bar__plus_00_dot_79 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (pickupable Egg_bar__minus_02_dot_11_bar__plus_01_dot_27_bar__plus_00_dot_79)
        (cleanable Egg_bar__minus_02_dot_11_bar__plus_01_dot_27_bar__plus_00_dot_79)
        (heatable Egg_bar__minus_02_dot_11_bar__plus_01_dot_27_bar__plus_00_dot_79)
        (coolable Egg_bar__minus_02_dot_11_bar__plus_01_dot_27_bar__plus_00_dot_79)
        (sliceable Egg_bar__minus_02_dot_11_bar__plus_01_dot_27_bar__plus_00_dot_79)
        (objectType Kettle_bar__minus_01_dot_48_bar__plus_01_dot_04_bar__minus_02_dot_92 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_48_bar__plus_01_dot_04_bar__minus_02_dot_92 CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02)
        (objectAtLocation Kettle_bar__minus_01_dot_48_bar__plus_01_dot_04_bar__minus_02_dot_92 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (pickupable Kettle_bar__minus_01_dot_48_bar__plus_01_dot_04_bar__minus_02_dot_92)
        (cleanable Kettle_bar__minus_01_dot_48_bar__plus_01_dot_04_bar__minus_02_dot_92)
        (objectType Mug_bar__minus_00_dot_71_bar__plus_00_dot_47_bar__plus_00_dot_78 MugType)
        (inReceptacle Mug_bar__minus_00_dot_71_bar__plus_00_dot_47_bar__plus_00_dot_78 Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33)
        (objectAtLocation Mug_bar__minus_00_dot_71_bar__plus_00_dot_47_bar__plus_00_dot_78 loc_bar_0_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Mug_bar__minus_00_dot_71_bar__plus_00_dot_47_bar__plus_00_dot_78)
        (cleanable Mug_bar__minus_00_dot_71_bar__plus_00_dot_47_bar__plus_00_dot_78)
        (heatable Mug_bar__minus_00_dot_71_bar__plus_00_dot_47_bar__plus_00_dot_78)
        (coolable Mug_bar__minus_00_dot_71_bar__plus_00_dot_47_bar__plus_00_dot_78)
        (isReceptacleObject Mug_bar__minus_00_dot_71_bar__plus_00_dot_47_bar__plus_00_dot_78)
        (objectType PepperShaker_bar__plus_00_dot_56_bar__plus_01_dot_03_bar__plus_01_dot_56 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_56_bar__plus_01_dot_03_bar__plus_01_dot_56 Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32)
        (objectAtLocation PepperShaker_bar__plus_00_dot_56_bar__plus_01_dot_03_bar__plus_01_dot_56 loc_bar_4_bar__minus_2_bar_3_bar_30)
        (pickupable PepperShaker_bar__plus_00_dot_56_bar__plus_01_dot_03_bar__plus_01_dot_56)
        (objectType PepperShaker_bar__plus_01_dot_58_bar__plus_00_dot_54_bar__plus_00_dot_89 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_58_bar__plus_00_dot_54_bar__plus_00_dot_89 CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52)
        (objectAtLocation PepperShaker_bar__plus_01_dot_58_bar__plus_00_dot_54_bar__plus_00_dot_89 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_58_bar__plus_00_dot_54_bar__plus_00_dot_89)
        (objectType Spatula_bar__plus_01_dot_39_bar__plus_00_dot_43_bar__plus_02_dot_98 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_39_bar__plus_00_dot_43_bar__plus_02_dot_98 Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70)
        (objectAtLocation Spatula_bar__plus_01_dot_39_bar__plus_00_dot_43_bar__plus_02_dot_98 loc_bar__minus_1_bar_1_bar_2_bar_30)
        (pickupable Spatula_bar__plus_01_dot_39_bar__plus_00_dot_43_bar__plus_02_dot_98)
        (cleanable Spatula_bar__plus_01_dot_39_bar__plus_00_dot_43_bar__plus_02_dot_98)
        (objectType Spatula_bar__minus_01_dot_32_bar__plus_00_dot_37_bar__minus_00_dot_68 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_32_bar__plus_00_dot_37_bar__minus_00_dot_68 Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41)
        (objectAtLocation Spatula_bar__minus_01_dot_32_bar__plus_00_dot_37_bar__minus_00_dot_68 loc_bar_9_bar_2_bar_2_bar_30)
        (pickupable Spatula_bar__minus_01_dot_32_bar__plus_00_dot_37_bar__minus_00_dot_68)
        (cleanable Spatula_bar__minus_01_dot_32_bar__plus_00_dot_37_bar__minus_00_dot_68)
        (objectType Spoon_bar__plus_02_dot_74_bar__plus_01_dot_14_bar__plus_00_dot_07 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_74_bar__plus_01_dot_14_bar__plus_00_dot_07 CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02)
        (objectAtLocation Spoon_bar__plus_02_dot_74_bar__plus_01_dot_14_bar__plus_00_dot_07 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (pickupable Spoon_bar__plus_02_dot_74_bar__plus_01_dot_14_bar__plus_00_dot_07)
        (cleanable Spoon_bar__plus_02_dot_74_bar__plus_01_dot_14_bar__plus_00_dot_07)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 DishSpongeType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 DishSpongeType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
